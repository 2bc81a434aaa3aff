/**
 * A classic page's payment flow, with one writer. The checkout form, Stripe's
 * payment form and the wallet buttons share a page and one flow status (the
 * double-submit guard), so each of them moves it only through these named
 * steps, never by setting a status: a new step is added here, and every
 * surface on the page keeps agreeing on what "a payment is under way" means.
 * (The block checkout drives the same store from its own hooks, where
 * WooCommerce's checkout events say which step comes next.)
 */
import { dispatch, select } from '@wordpress/data';
import type { Stripe } from '@stripe/stripe-js';
import type { CompletionResult } from '../../core/stripe/types';
import { store } from './index';

/** Where a payment on a classic page can start. */
export type FlowStart = 'creating-payment-method' | 'creating-order';

export interface PagePaymentFlow {
	/** Is a payment (any surface's) under way on this page? */
	isBusy: () => boolean;
	/** Starts a payment; false, changing nothing, while one is under way. */
	begin: ( step: FlowStart ) => boolean;
	/**
	 * The new payment method is in the form and the form goes again: on the
	 * checkout its own submit begins the order at once (so the flow is free
	 * for it); the other pages post natively and the order is under way.
	 */
	methodInForm: ( form: 'checkout' | 'posting' ) => void;
	/** The page is going to the address the payment ended on. */
	leaving: () => void;
	/** The payment ended on this page without success; its message is kept. */
	fail: ( message: string ) => void;
	getStripe: () => Promise< Stripe | null >;
	/** Finishes a confirmation the shop handed back (3D Secure, vouchers, …). */
	completeOrder: ( redirect: string ) => Promise< CompletionResult >;
}

export function pagePaymentFlow(): PagePaymentFlow {
	const actions = dispatch( store );
	const isBusy = () => select( store ).isProcessing();
	return {
		isBusy,
		// Answered from the state at once: a submit handler must know in
		// the same tick whether its payment may start.
		begin: ( step ) => {
			if ( isBusy() ) {
				return false;
			}
			actions.beginFlow( step );
			return true;
		},
		methodInForm: ( form ) =>
			actions.setFlowStatus(
				form === 'checkout' ? 'idle' : 'creating-order'
			),
		leaving: () => actions.setFlowStatus( 'redirecting' ),
		fail: ( message ) => actions.failFlow( message ),
		getStripe: () => actions.getStripe(),
		completeOrder: ( redirect ) => actions.completeOrder( redirect ),
	};
}
