/**
 * Plain action creators: each returns exactly its member of StripeAction.
 */
import type { GatewaySettings } from '../../core/settings/types';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import type { AppearanceSaveState, FlowStatus } from './types';

export const setSettings = ( settings: GatewaySettings ) =>
	( { type: 'SET_SETTINGS', settings } ) as const;

export const setMethodIntentId = (
	methodId: PaymentMethodId,
	intentId: string | null
) => ( { type: 'SET_METHOD_INTENT_ID', methodId, intentId } ) as const;

export const setMethodElements = (
	methodId: PaymentMethodId,
	elements: unknown | null,
	upeElement: unknown | null
) =>
	( {
		type: 'SET_METHOD_ELEMENTS',
		methodId,
		elements,
		upeElement,
	} ) as const;

export const setMethodLoadError = (
	methodId: PaymentMethodId,
	hasLoadError: boolean
) => ( { type: 'SET_METHOD_LOAD_ERROR', methodId, hasLoadError } ) as const;

export const setFlowStatus = ( status: FlowStatus ) =>
	( { type: 'SET_FLOW_STATUS', status } ) as const;

export const setError = ( message: string | null ) =>
	( { type: 'SET_ERROR', message } ) as const;

export const resetFlow = () => ( { type: 'RESET_FLOW' } ) as const;

export const setAppearanceSave = ( state: AppearanceSaveState ) =>
	( { type: 'SET_APPEARANCE_SAVE', state } ) as const;
