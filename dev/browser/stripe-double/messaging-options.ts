/**
 * What Stripe.js accepts as the Payment Method Messaging Element's options,
 * checked when the element is created and on each `update()`: `amount`
 * (the total in the currency's smallest unit, a whole number) and
 * `currency` are required; `currency`, `countryCode` and each of
 * `paymentMethodTypes` must be one of the values Stripe documents. Anything
 * else is refused with an IntegrationError, as Stripe.js throws it; an
 * option Stripe does not know is only warned about.
 *
 * Follows: Stripe.js reference, `elements.create('paymentMethodMessaging')`
 * and @stripe/stripe-js 10.x `elements/payment-method-messaging.d.ts`
 * (the option lists).
 */
export const MESSAGING_CURRENCIES = [
	'AUD',
	'CAD',
	'CHF',
	'CZK',
	'DKK',
	'EUR',
	'GBP',
	'NOK',
	'NZD',
	'PLN',
	'RON',
	'SEK',
	'USD',
];

export const MESSAGING_COUNTRIES = [
	'AT',
	'AU',
	'BE',
	'CA',
	'CH',
	'CZ',
	'DE',
	'DK',
	'ES',
	'FI',
	'FR',
	'GB',
	'GR',
	'IE',
	'IT',
	'NL',
	'NO',
	'NZ',
	'PL',
	'PT',
	'RO',
	'SE',
	'US',
];

export const MESSAGING_METHODS = [ 'affirm', 'afterpay_clearpay', 'klarna' ];

const KNOWN = [
	'amount',
	'currency',
	'countryCode',
	'paymentMethodTypes',
	'paymentMethodOrder',
	'paymentMethods',
	'logoColor',
	'metaData',
];

export interface MessagingOptions {
	amount: number;
	currency: string;
	countryCode?: string;
	paymentMethodTypes?: string[];
}

function integrationError( message: string ): Error {
	const error = new Error( message );
	error.name = 'IntegrationError';
	return error;
}

const oneOf = ( name: string, list: string[], value: unknown ) =>
	integrationError(
		`Invalid value for paymentMethodMessaging: ${ name } should be one of the following strings: ${ list.join(
			', '
		) }. You specified: ${ JSON.stringify( value ) }.`
	);

/** The options as Stripe.js takes them, or an IntegrationError thrown. */
export function checkMessagingOptions(
	options: Record< string, unknown >
): MessagingOptions {
	for ( const key of Object.keys( options ) ) {
		if ( ! KNOWN.includes( key ) ) {
			// eslint-disable-next-line no-console
			console.warn(
				`Unrecognized paymentMethodMessaging.create() parameter: ${ key } is not a recognized parameter. This may cause issues with your integration in the future.`
			);
		}
	}
	const { amount, currency, countryCode, paymentMethodTypes } = options;
	if ( amount === undefined || currency === undefined ) {
		throw integrationError(
			`Missing value for paymentMethodMessaging: ${
				amount === undefined ? 'amount' : 'currency'
			} is required.`
		);
	}
	if (
		typeof amount !== 'number' ||
		! Number.isInteger( amount ) ||
		amount < 0
	) {
		throw integrationError(
			`Invalid value for paymentMethodMessaging: amount should be a positive integer in the currency's smallest unit. You specified: ${ JSON.stringify(
				amount
			) }.`
		);
	}
	if ( ! MESSAGING_CURRENCIES.includes( currency as string ) ) {
		throw oneOf( 'currency', MESSAGING_CURRENCIES, currency );
	}
	if (
		countryCode !== undefined &&
		! MESSAGING_COUNTRIES.includes( countryCode as string )
	) {
		throw oneOf( 'countryCode', MESSAGING_COUNTRIES, countryCode );
	}
	if ( paymentMethodTypes !== undefined ) {
		if (
			! Array.isArray( paymentMethodTypes ) ||
			! paymentMethodTypes.length
		) {
			throw integrationError(
				'Invalid value for paymentMethodMessaging: paymentMethodTypes should be a non-empty array.'
			);
		}
		const unknown = paymentMethodTypes.find(
			( type ) => ! MESSAGING_METHODS.includes( type )
		);
		if ( unknown !== undefined ) {
			throw oneOf( 'paymentMethodTypes[]', MESSAGING_METHODS, unknown );
		}
	}
	return {
		amount,
		currency: currency as string,
		...( countryCode ? { countryCode: countryCode as string } : {} ),
		...( paymentMethodTypes
			? { paymentMethodTypes: paymentMethodTypes as string[] }
			: {} ),
	};
}
