/**
 * The buy now, pay later plans Stripe's Payment Method Messaging Element
 * shows for an amount: what the element asks Stripe before it draws. The
 * element "only displays plans that the customer is eligible for based on
 * their location, the currency, and the amount of the payment", and shows
 * nothing when the country and currency have no eligible plan. Here a plan
 * is one line per method: four interest-free payments of a quarter of the
 * amount, where the method is presented in the currency, serves the
 * customer's country in it, takes the amount, and is open to the account
 * (a domestic-only method to an account in its country). Without
 * `paymentMethodTypes` the element shows the account's BNPL methods (its
 * dashboard preferences: here every one open to the account).
 *
 * What the element accepts at all (its currencies, countries and types) is
 * Stripe.js's check, made when it is created (the double's
 * `messaging-options.ts` in dev/browser/stripe-double).
 *
 * Follows: Stripe's docs, "Payment Method Messaging Element"
 * (docs.stripe.com/payments/payment-method-messaging: dynamic display,
 * supported plans) and each method's payment method properties
 * (method-support.ts).
 */
import { STRIPE_METHODS, customersFor } from './method-support';

export const MESSAGING_TYPES = [
	'klarna',
	'afterpay_clearpay',
	'affirm',
] as const;

export interface MessagingRequest {
	/** In the currency's smallest unit. */
	amount: number;
	currency: string;
	/** The customer's country; Stripe infers it from the request when absent. */
	countryCode?: string;
	paymentMethodTypes?: string[];
}

export interface MessagingPlan {
	type: string;
	installments: number;
	/** Each installment, in the currency's smallest unit. */
	installmentAmount: number;
}

const INSTALLMENTS = 4;

/** Whether one method offers its plan for this purchase. */
function offers(
	type: string,
	{ amount, currency, country }: MessagingQuote
): boolean {
	const facts = STRIPE_METHODS[ type ];
	if ( ! facts || facts.retired || amount <= 0 ) {
		return false;
	}
	const code = currency.toUpperCase();
	if ( facts.currencies.length && ! facts.currencies.includes( code ) ) {
		return false;
	}
	const customers = customersFor( type, code );
	if ( customers.length && ! customers.includes( country ) ) {
		return false;
	}
	const range = facts.limits?.[ code ];
	return ! range || ( amount >= range.min && amount <= range.max );
}

interface MessagingQuote {
	amount: number;
	currency: string;
	country: string;
}

/**
 * The plans for a request, in the order the types were asked for.
 * `accountCountry` stands for the account's capabilities (a domestic-only
 * method is open to an account in its country) and for the request's own
 * country when the element names none (the shop runs on this machine).
 */
export function messagingPlans(
	request: MessagingRequest,
	accountCountry: string
): MessagingPlan[] {
	const quote = {
		amount: Math.round( Number( request.amount ) || 0 ),
		currency: String( request.currency || '' ),
		country: String( request.countryCode || accountCountry ).toUpperCase(),
	};
	const types = request.paymentMethodTypes?.length
		? request.paymentMethodTypes
		: MESSAGING_TYPES;
	return types
		.filter( ( type ) => {
			const domestic = STRIPE_METHODS[ type ]?.accountCountries;
			return ! domestic || domestic.includes( accountCountry );
		} )
		.filter( ( type ) => offers( type, quote ) )
		.map( ( type ) => ( {
			type,
			installments: INSTALLMENTS,
			installmentAmount: Math.round( quote.amount / INSTALLMENTS ),
		} ) );
}
