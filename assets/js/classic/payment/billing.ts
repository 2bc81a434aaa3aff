/**
 * The billing details Stripe gets with a new payment method: on the
 * checkout, from the billing fields (name is first plus last); on the other
 * classic pages, from the customer's details the gateway prints.
 */
import { billingDetailsFromAddress } from '../../core/address/billing-details';
import type { BillingDetails } from '../../core/stripe/types';

const FIELDS = [
	'first_name',
	'last_name',
	'email',
	'phone',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
] as const;

export function billingFromCheckout( form: ParentNode ): BillingDetails {
	const address: Record< string, string > = {};
	for ( const field of FIELDS ) {
		address[ field ] =
			form.querySelector< HTMLInputElement >( `#billing_${ field }` )
				?.value ?? '';
	}
	return billingDetailsFromAddress( address );
}

/**
 * What the page knows of the customer's billing details off the checkout:
 * `wc_stripe_upe_params.customerBillingData` when printed (our
 * specification; the plugin's 10.x scripts read it, no PHP read prints it).
 * Else what the plugin does print: the order's (or customer's) billing
 * country (`customerData.billing_country`, javascript_params(), 8.8.0) and,
 * on pay for order, the order's billing email with the wallet buttons'
 * `wcStripeExpressCheckoutPayForOrderParams` (10.x). Stripe's element asks
 * for the rest when the method needs it, as the plugin leaves it to.
 */
export function billingFromParams( knownCountry = '' ): BillingDetails {
	const raw = (
		window as unknown as {
			wc_stripe_upe_params?: { customerBillingData?: unknown };
		}
	 ).wc_stripe_upe_params?.customerBillingData;
	if ( ! raw || typeof raw !== 'object' ) {
		return printedBilling( knownCountry );
	}
	const source = raw as Record< string, unknown >;
	const text = ( value: unknown ) =>
		typeof value === 'string' && value ? value : undefined;
	const address =
		source.address && typeof source.address === 'object'
			? ( source.address as Record< string, unknown > )
			: {};
	return {
		name: text( source.name ),
		email: text( source.email ),
		phone: text( source.phone ),
		address: {
			city: text( address.city ),
			country: text( address.country ),
			line1: text( address.line1 ),
			// The element never asks for it, so Stripe wants it given.
			line2: text( address.line2 ) ?? '',
			postal_code: text( address.postal_code ),
			state: text( address.state ),
		},
	};
}

function printedBilling( country: string ): BillingDetails {
	const order = (
		window as unknown as {
			wcStripeExpressCheckoutPayForOrderParams?: {
				orderDetails?: { billingEmail?: unknown };
			};
		}
	 ).wcStripeExpressCheckoutPayForOrderParams?.orderDetails;
	const email =
		typeof order?.billingEmail === 'string' && order.billingEmail
			? order.billingEmail
			: undefined;
	return {
		email,
		address: { country: country || undefined, line2: '' },
	};
}

/**
 * The checkout fields (`billing_*`) whose values the page already has in
 * `details`: on pay for order, the order's billing data stands for the
 * checkout form, so the element asks only for what the order lacks.
 */
export function knownBillingFields( details: BillingDetails ): string[] {
	const address = details.address || {};
	const present: Array< [ string, unknown ] > = [
		[ 'billing_first_name', details.name ],
		[ 'billing_email', details.email ],
		[ 'billing_address_1', address.line1 ],
		[ 'billing_city', address.city ],
		[ 'billing_state', address.state ],
		[ 'billing_postcode', address.postal_code ],
		[ 'billing_country', address.country ],
	];
	return present
		.filter( ( [ , value ] ) => typeof value === 'string' && value )
		.map( ( [ field ] ) => field );
}
