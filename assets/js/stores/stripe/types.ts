/**
 * State of the `wc/stripe` store, shared by blocks, classic and express.
 */
import type { GatewaySettings } from '../../core/settings/types';
import type { PaymentMethodId } from '../../core/payment-methods/types';

/**
 * SPEC §3 "Per-method client state". Stripe's elements objects are not
 * serialisable; they live here anyway because blocks, classic and express must
 * reach the same instance, and nothing persists this store.
 */
export interface MethodState {
	intentId: string | null;
	elements: unknown | null;
	upeElement: unknown | null;
	hasLoadError: boolean;
}

/** Where a payment is (SPEC §4 "Payment flow"). */
export type FlowStatus =
	| 'idle'
	| 'creating-payment-method'
	| 'creating-order'
	| 'confirming'
	| 'redirecting'
	| 'error';

/** SPEC §4: appearance is saved once; a failed save may be tried again. */
export type AppearanceSaveState = 'unsaved' | 'saving' | 'saved' | 'failed';

export interface StripeState {
	settings: GatewaySettings | null;
	methods: Partial< Record< PaymentMethodId, MethodState > >;
	flowStatus: FlowStatus;
	lastError: string | null;
	appearanceSave: AppearanceSaveState;
}

export type StripeAction =
	| { type: 'SET_SETTINGS'; settings: GatewaySettings }
	| {
			type: 'SET_METHOD_INTENT_ID';
			methodId: PaymentMethodId;
			intentId: string | null;
	  }
	| {
			type: 'SET_METHOD_ELEMENTS';
			methodId: PaymentMethodId;
			elements: unknown | null;
			upeElement: unknown | null;
	  }
	| {
			type: 'SET_METHOD_LOAD_ERROR';
			methodId: PaymentMethodId;
			hasLoadError: boolean;
	  }
	| { type: 'SET_FLOW_STATUS'; status: FlowStatus }
	| { type: 'SET_ERROR'; message: string | null }
	| { type: 'RESET_FLOW' }
	| { type: 'SET_APPEARANCE_SAVE'; state: AppearanceSaveState };
