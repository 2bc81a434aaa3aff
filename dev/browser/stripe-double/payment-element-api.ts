/**
 * What the Payment Element double offers our scripts (Stripe's element
 * methods, and the few reads only the double has for elements.submit()
 * and createPaymentMethod) and the Elements group it is made in.
 *
 * Follows: Stripe.js's StripePaymentElement (stripe/stripe-js
 * types/stripe-js/elements/payment.d.ts).
 */
export interface PaymentElementDouble {
	mount: ( target: string | HTMLElement ) => void;
	unmount: () => void;
	destroy: () => void;
	on: ( name: string, listener: ( event: any ) => void ) => void;
	off: ( name: string, listener?: ( event: any ) => void ) => void;
	once: ( name: string, listener: ( event: any ) => void ) => void;
	update: ( options: Record< string, unknown > ) => void;
	collapse: () => void;
	focus: () => void;
	blur: () => void;
	clear: () => void;
	/** Double only: what elements.submit() and createPaymentMethod read. */
	__type: () => string;
	__values: () => Record< string, string >;
	/** The element's `fields.billingDetails` option. */
	__billingFields: () => Record< string, any > | string;
	__validate: () => { type: string; code: string; message: string } | null;
	/**
	 * Double only: shows the group's amount (Stripe's units) on the drawn
	 * element as `data-amount`, for tests that check what Stripe.js was
	 * handed; called when the element draws and when its group updates.
	 */
	__reflectAmount: () => void;
}

/** The Elements group the element belongs to. */
export interface ElementGroup {
	/** The group's payment method types (with Link beside the card). */
	types: string[];
	/** Set for a deferred intent ('payment' / 'setup'); absent with a client secret. */
	mode?: string;
	/**
	 * The types a payment method configuration lets the element offer
	 * (Stripe's elements session), the shopper choosing one; rejected with
	 * Stripe's error when the session could not be had.
	 */
	choices?: Promise< string[] >;
	/** The group's current amount (`elements.update()` changes it). */
	amount?: () => unknown;
}
