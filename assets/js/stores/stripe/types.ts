/**
 * State of the `wc/stripe` store, shared by every surface on a page.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { Appearance } from '../../core/appearance/types';
import type { GatewayApi, GatewayApiConfig } from '../../core/api/gateway-api';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import type {
	ExpressSettings,
	GatewaySettings,
} from '../../core/settings/types';
import type { StripeLoadOptions } from '../../core/stripe/load-stripe';

/**
 * One method's client state: its intent, its Stripe Elements group and
 * Payment Element, and whether the element failed to load. Stripe's objects
 * are not serialisable; they live here anyway because every surface must
 * reach the same instance, and nothing persists this store.
 */
export interface MethodState {
	intentId: string | null;
	elements: unknown | null;
	upeElement: unknown | null;
	hasLoadError: boolean;
}

/**
 * Where a payment is. Anything but 'idle' and 'error' means a payment is
 * under way, and every surface refuses to start another.
 */
export type FlowStatus =
	| 'idle'
	| 'creating-payment-method'
	| 'creating-order'
	| 'confirming'
	| 'redirecting'
	| 'error';

/** The appearance is saved once; a failed save may be tried again. */
export type AppearanceSaveState = 'unsaved' | 'saving' | 'saved' | 'failed';

export interface StripeState {
	settings: GatewaySettings | null;
	expressSettings: ExpressSettings | null;
	methods: Partial< Record< PaymentMethodId, MethodState > >;
	flowStatus: FlowStatus;
	lastError: string | null;
	/** The Payment Element's look for this page, decided once. */
	appearance: Appearance | null;
	appearanceSave: AppearanceSaveState;
	/** Stripe.js for this page, loaded once (null until asked for). */
	stripe: Promise< Stripe | null > | null;
}

/**
 * What the store reaches the outside world with. Injected when the store is
 * created, so tests hand it fakes instead of replacing modules.
 */
export interface StripeServices {
	/** Stripe.js, or null when it cannot load (blocked, offline). */
	loadStripe: (
		publishableKey: string,
		options: StripeLoadOptions
	) => Promise< Stripe | null >;
	/**
	 * The gateway's ajax calls for these URLs and nonces (loaded when first
	 * needed: the page's first gateway call).
	 */
	gatewayApi: (
		config: GatewayApiConfig
	) => GatewayApi | Promise< GatewayApi >;
}

export type StripeAction =
	| { type: 'SET_SETTINGS'; settings: GatewaySettings }
	| { type: 'SET_EXPRESS_SETTINGS'; settings: ExpressSettings }
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
	| { type: 'SET_APPEARANCE'; appearance: Appearance }
	| { type: 'SET_APPEARANCE_SAVE'; state: AppearanceSaveState }
	| { type: 'SET_STRIPE'; stripe: Promise< Stripe | null > | null };
