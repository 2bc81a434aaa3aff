/**
 * Plain action creators: each returns exactly its member of StripeAction.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { Appearance } from '../../core/appearance/types';
import type {
	ExpressSettings,
	GatewaySettings,
} from '../../core/settings/types';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import type { AppearanceSaveState, FlowStatus, StripeAction } from './types';

type ActionOf< T extends StripeAction[ 'type' ] > = Extract<
	StripeAction,
	{ type: T }
>;

export const setSettings = (
	settings: GatewaySettings
): ActionOf< 'SET_SETTINGS' > => ( { type: 'SET_SETTINGS', settings } );

export const setExpressSettings = (
	settings: ExpressSettings
): ActionOf< 'SET_EXPRESS_SETTINGS' > => ( {
	type: 'SET_EXPRESS_SETTINGS',
	settings,
} );

export const setMethodIntentId = (
	methodId: PaymentMethodId,
	intentId: string | null
): ActionOf< 'SET_METHOD_INTENT_ID' > => ( {
	type: 'SET_METHOD_INTENT_ID',
	methodId,
	intentId,
} );

export const setMethodElements = (
	methodId: PaymentMethodId,
	elements: unknown | null,
	upeElement: unknown | null
): ActionOf< 'SET_METHOD_ELEMENTS' > => ( {
	type: 'SET_METHOD_ELEMENTS',
	methodId,
	elements,
	upeElement,
} );

export const setMethodLoadError = (
	methodId: PaymentMethodId,
	hasLoadError: boolean
): ActionOf< 'SET_METHOD_LOAD_ERROR' > => ( {
	type: 'SET_METHOD_LOAD_ERROR',
	methodId,
	hasLoadError,
} );

export const setFlowStatus = (
	status: FlowStatus
): ActionOf< 'SET_FLOW_STATUS' > => ( { type: 'SET_FLOW_STATUS', status } );

export const setError = (
	message: string | null
): ActionOf< 'SET_ERROR' > => ( {
	type: 'SET_ERROR',
	message,
} );

export const resetFlow = (): ActionOf< 'RESET_FLOW' > => ( {
	type: 'RESET_FLOW',
} );

export const setAppearance = (
	appearance: Appearance
): ActionOf< 'SET_APPEARANCE' > => ( { type: 'SET_APPEARANCE', appearance } );

export const setAppearanceSave = (
	state: AppearanceSaveState
): ActionOf< 'SET_APPEARANCE_SAVE' > => ( {
	type: 'SET_APPEARANCE_SAVE',
	state,
} );

export const setStripe = (
	stripe: Promise< Stripe | null > | null
): ActionOf< 'SET_STRIPE' > => ( { type: 'SET_STRIPE', stripe } );
