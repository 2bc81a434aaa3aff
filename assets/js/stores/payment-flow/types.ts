/**
 * The payment flow every surface calls, by its named steps; no surface sets
 * a status itself. Made on the `wc/stripe` store where the page has
 * `@wordpress/data` (stores/stripe/payment-flow.ts), and in page memory on
 * the product and cart pages, which load neither React nor `@wordpress/data`
 * (page-memory-flow.ts). Both follow steps.ts.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { CompletionResult } from '../../core/stripe/types';
import type { FlowStart, MethodInForm } from './steps';

export interface PaymentFlow {
	/** Is a payment (any surface's) under way on this page? */
	isBusy: () => boolean;
	/**
	 * Starts a payment; false, changing nothing, while one is under way.
	 * Answered at once: a submit handler must know in the same tick.
	 */
	begin: ( start: FlowStart ) => boolean;
	/** The new payment method is in the form (see MethodInForm). */
	methodInForm: ( then: MethodInForm ) => void;
	/** The page is going to the address the payment ended on. */
	leaving: () => void;
	/** The payment ended on this page without success (the surface says why). */
	fail: () => void;
	/** The attempt is over on this page with nothing left under way. */
	done: () => void;
	/**
	 * Finishes a confirmation the shop handed back (3D Secure, vouchers,
	 * wallets) while the flow says it is confirming; the caller then
	 * leaves or fails with the result.
	 */
	complete: ( redirect: string ) => Promise< CompletionResult >;
	/** The page's Stripe.js, loaded once whoever asks first. */
	getStripe: () => Promise< Stripe | null >;
}
