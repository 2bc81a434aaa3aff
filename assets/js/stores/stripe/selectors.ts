/**
 * Selectors. An unknown method reads as one shared frozen EMPTY_METHOD_STATE,
 * so repeated reads are referentially equal and do not re-render.
 */
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { EMPTY_METHOD_STATE } from './default-state';
import type { StripeState } from './types';

export const getSettings = ( state: StripeState ) => state.settings;

export const getExpressSettings = ( state: StripeState ) =>
	state.expressSettings;

export const getMethodState = (
	state: StripeState,
	methodId: PaymentMethodId
) => state.methods[ methodId ] || EMPTY_METHOD_STATE;

export const hasMethodLoadError = (
	state: StripeState,
	methodId: PaymentMethodId
) => getMethodState( state, methodId ).hasLoadError;

export const getFlowStatus = ( state: StripeState ) => state.flowStatus;

export const getLastError = ( state: StripeState ) => state.lastError;

/** A payment is under way: no surface may start another. */
export const isProcessing = ( state: StripeState ) =>
	state.flowStatus !== 'idle' && state.flowStatus !== 'error';

export const getAppearance = ( state: StripeState ) => state.appearance;

export const getAppearanceSaveState = ( state: StripeState ) =>
	state.appearanceSave;

export const getStripePromise = ( state: StripeState ) => state.stripe;
