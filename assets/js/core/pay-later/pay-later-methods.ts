/**
 * Which buy now, pay later methods Stripe's pay-later message may name for
 * a shopper: those the gateway has enabled (its `paymentMethodsConfig`,
 * which lists only methods it offers in the store's currency and to the
 * Stripe account's country) that serve the store's currency and the
 * shopper's country, and that Stripe's Payment Method Messaging Element
 * takes at all (Stripe.js refuses any other currency, country or type).
 *
 * Sources: the element's option lists (Stripe.js reference and
 * Stripe's stripe-js 10.x `payment-method-messaging.d.ts`); each method's
 * presentment currencies from the one table of methods
 * (`../payment-methods/catalogue.ts`, after gateway 8.8.0
 * `class-wc-stripe-upe-payment-method-{klarna,afterpay-clearpay,affirm}.php`
 * `supported_currencies`, which are Stripe's); the customers' countries per
 * method are what the gateway prints (`countries`,
 * `get_available_billing_countries()`).
 */
import { METHOD_FACTS } from '../payment-methods/catalogue';
import { isRecord } from '../settings/fields';

export type PayLaterMethod = 'klarna' | 'afterpay_clearpay' | 'affirm';

export const PAY_LATER_METHODS: readonly PayLaterMethod[] = [
	'klarna',
	'afterpay_clearpay',
	'affirm',
];

/** The countries the element takes as `countryCode`. */
const MESSAGING_COUNTRIES =
	'AT AU BE CA CH CZ DE DK ES FI FR GB GR IE IT NL NO NZ PL PT RO SE US'.split(
		' '
	);

/** A pay-later method the gateway enabled → the countries it serves ([] any). */
export type EnabledPayLater = Partial< Record< PayLaterMethod, string[] > >;

const countries = ( value: unknown ): string[] =>
	( Array.isArray( value )
		? value
		: Object.values( isRecord( value ) ? value : {} )
	)
		.filter( ( item ): item is string => typeof item === 'string' )
		.map( ( item ) => item.toUpperCase() );

/**
 * The pay-later methods of the gateway's printed `paymentMethodsConfig`:
 * each one's own entry, and with Optimized Checkout (one `card` entry
 * standing for every method) those its `enabledPaymentMethods` lists, with
 * their countries from its `countriesByMethod`.
 */
export function enabledPayLater( config: unknown ): EnabledPayLater {
	const printed = isRecord( config ) ? config : {};
	const optimized = isRecord( printed.card ) ? printed.card : {};
	const listed = countries( optimized.enabledPaymentMethods ).map( ( id ) =>
		id.toLowerCase()
	);
	const byMethod = isRecord( optimized.countriesByMethod )
		? optimized.countriesByMethod
		: {};
	const enabled: EnabledPayLater = {};
	for ( const method of PAY_LATER_METHODS ) {
		const entry = printed[ method ];
		if ( isRecord( entry ) ) {
			enabled[ method ] = countries( entry.countries );
		} else if ( listed.includes( method ) ) {
			enabled[ method ] = countries( byMethod[ method ] );
		}
	}
	return enabled;
}

/**
 * The methods to name for this currency and shopper's country (Klarna,
 * Afterpay / Clearpay, Affirm); none for a country the element does not
 * take, or none known (the message must not name a method the shopper
 * cannot use).
 */
export function payLaterMethods(
	enabled: EnabledPayLater,
	currency: string,
	country: string
): PayLaterMethod[] {
	const where = country.toUpperCase();
	if ( ! MESSAGING_COUNTRIES.includes( where ) ) {
		return [];
	}
	const code = currency.toUpperCase();
	return PAY_LATER_METHODS.filter( ( method ) => {
		const served = enabled[ method ];
		return (
			!! served &&
			METHOD_FACTS[ method ].currencies.includes( code ) &&
			( ! served.length || served.includes( where ) )
		);
	} );
}
