/**
 * What an express session works with: the store's payment flow, the page
 * the buttons sit on (its adapter decides and shows), and the rest of its
 * dependencies. The session (session.ts) is written against these alone.
 */
import type {
	ClickResolveDetails,
	Stripe,
	StripeElements,
	StripeExpressCheckoutElementClickEvent as ClickEvent,
} from '@stripe/stripe-js';
import type { ExpressApi } from '../api/express-api';
import type { StoreApi } from '../api/store-api';
import type { CompletionResult } from '../stripe/types';
import type {
	ExpressSettings,
	PayForOrderData,
	WalletKey,
} from '../settings/types';
import type { ExpressOrderPayload, OrderPayloadInput } from './order-payload';
import type { OrderOutcome } from './order-result';
import type { PlaceOrderDeps } from './place-order';
import type { ShippingDeps, ShippingQuotes } from './shipping-handlers';
import type { TapDeadline } from './tap-deadline';
import type { UnconfirmedMarks } from './unconfirmed-order';

/** The `wc/stripe` store's payment flow: one payment at a time. */
export interface ExpressFlow {
	/** False while another payment is under way. */
	begin: () => boolean | Promise< boolean >;
	fail: ( message: string ) => unknown;
	complete: ( redirect: string ) => Promise< CompletionResult >;
}

/** What the page the buttons sit on decides and does. */
export interface ExpressPage {
	/**
	 * The click's answer; null when the page refused it (and said why).
	 * What it waits for ends by the tap's deadline.
	 */
	click: (
		event: ClickEvent,
		deadline: TapDeadline
	) => ClickResolveDetails | null | Promise< ClickResolveDetails | null >;
	/**
	 * Says at the buttons, politely, why a tap is waiting ('' clears it):
	 * a screen reader announces it.
	 */
	status: ( message: string ) => void;
	/** True once the cart holds what the sheet sells. */
	cartReady?: () => Promise< boolean >;
	/**
	 * "Buy now": the purchase's cart of its own. Its shipping quotes; its
	 * token, kept with an unconfirmed purchase's mark; reading a kept one;
	 * and taking a kept one up again, so that the shop, finding its order
	 * still awaiting payment, pays that order instead of a second one.
	 */
	ownCart?: {
		quotes: ShippingQuotes;
		token: () => string | null;
		resume: ( token: string ) => void;
		/** The order is made from this cart. */
		orderStore: PlaceOrderDeps[ 'storeApi' ];
	};
	/** Reads a kept cart of its own by its token (see unconfirmed-guard). */
	readKeptCart?: (
		token: string
	) => Promise< { ok: boolean; data?: unknown } >;
	/** Attribution, extra fields and note the order carries. */
	orderExtras: () => Pick<
		OrderPayloadInput,
		| 'attribution'
		| 'emptyFields'
		| 'additionalFields'
		| 'customerNote'
		| 'extensions'
		| 'paymentRequest'
	>;
	/**
	 * The page's own way to make the order from the shopper's cart, where
	 * the Store API express path is not served (the gateway's legacy
	 * `create_order`); else the Store API makes it (place-order.ts).
	 */
	placeOrder?: ( payload: ExpressOrderPayload ) => Promise< OrderOutcome >;
	updateAmount: ( amount: number ) => void;
	/** States the sheet's lines from the gateway's quote its own way. */
	restateQuote?: ShippingDeps[ 'restateLines' ];
	notice: ( message: string ) => void;
	failure: ( message: string ) => void;
	success: ( redirectUrl: string ) => void;
	cancel: () => void;
	confirm: ( message: string ) => boolean;
	leave: ( url: string ) => void;
}

export interface ExpressSessionDeps {
	stripe: Stripe;
	elements: StripeElements;
	wallet: WalletKey;
	settings: Pick<
		ExpressSettings,
		| 'isProductPage'
		| 'hasFreeTrial'
		| 'loginConfirmation'
		| 'taxesBasedOnBilling'
	>;
	api: ExpressApi;
	/** A Store API client for the shopper's cart, sending this nonce. */
	storeApi: (
		nonce: string
	) => Pick< StoreApi, 'checkout' | 'payForOrder' | 'getCart' >;
	payForOrder: PayForOrderData | null;
	flow: ExpressFlow;
	page: ExpressPage;
	/** Where unconfirmed purchases are noted (the browser's storage). */
	marks?: UnconfirmedMarks;
}
