/**
 * What the checkout's behaviours share: the form, WooCommerce's params and
 * wc-ajax client, the order review, and the guard against a second payment.
 */
import type { ShopAjax } from '../../core/transport';
import type { OrderReview } from './order-review';
import type { CheckoutParams } from './params';

/** The double-submit guard shared with the page's other payment surfaces. */
export interface FlowGuard {
	begin: () => boolean;
	end: () => void;
}

/** What gateways listening to `checkout_place_order…` are handed. */
export interface CheckoutFormApi {
	form: HTMLFormElement;
	/** Ends a payment that did not go through: the message, form released. */
	showError: ( message: string ) => void;
}

/** Where the page goes: the window's location, a stand-in in tests. */
export type Navigation = Pick< Location, 'assign' | 'reload' >;

export interface FormPage {
	form: HTMLFormElement;
	params: CheckoutParams;
	ajax: ShopAjax;
	review: OrderReview;
	guard: FlowGuard;
	api: CheckoutFormApi;
	navigation: Navigation;
}
