/**
 * State of the `wc/stripe` store, shared by every surface on a page.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { Appearance } from '../../core/appearance/types';
import type { GatewayApi, GatewayApiConfig } from '../../core/api/gateway-api';
import type {
	ExpressSettings,
	GatewaySettings,
} from '../../core/settings/types';
import type { StripeLoadOptions } from '../../core/stripe/load-stripe';

import type { FlowStatus, FlowStep } from '../payment-flow/steps';

export type { FlowStatus, FlowStep };

/** The appearance is saved once; a failed save may be tried again. */
export type AppearanceSaveState = 'unsaved' | 'saving' | 'saved' | 'failed';

export interface StripeState {
	settings: GatewaySettings | null;
	expressSettings: ExpressSettings | null;
	/** Where the page's one payment is (../payment-flow/steps.ts). */
	flowStatus: FlowStatus;
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
	| { type: 'FLOW_STEP'; step: FlowStep }
	| { type: 'SET_APPEARANCE'; appearance: Appearance }
	| { type: 'SET_APPEARANCE_SAVE'; state: AppearanceSaveState }
	| { type: 'SET_STRIPE'; stripe: Promise< Stripe | null > | null };
