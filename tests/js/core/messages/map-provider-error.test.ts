import { mapProviderError } from '../../../../assets/js/core/messages';

const UNABLE =
	'Unable to process this payment, please try again or use alternative method.';

describe( 'Error types (SPEC §8)', () => {
	it( "email_invalid → 'Invalid email address, please correct and try again.'", () => {
		expect( mapProviderError( { type: 'email_invalid' } ) ).toBe(
			'Invalid email address, please correct and try again.'
		);
	} );

	it.each( [
		'invalid_request_error',
		'api_connection_error',
		'api_error',
		'authentication_error',
		'rate_limit_error',
	] )( `%s → '${ UNABLE }'`, ( type ) => {
		expect(
			mapProviderError( { type, message: 'raw provider text' } )
		).toBe( UNABLE );
	} );

	it( 'validation_error → empty message (the element shows it beside the field)', () => {
		expect(
			mapProviderError( {
				type: 'validation_error',
				code: 'incomplete_number',
				message: 'x',
			} )
		).toBe( '' );
	} );
} );

describe( 'Card codes (SPEC §8): card_error maps its code', () => {
	it.each( [
		[
			'invalid_number',
			'The card number is not a valid credit card number.',
		],
		[ 'invalid_expiry_month', 'The card expiration month is invalid.' ],
		[ 'invalid_expiry_year', 'The card expiration year is invalid.' ],
		[ 'invalid_cvc', 'The card security code is invalid.' ],
		[ 'incorrect_number', 'The card number is incorrect.' ],
		[ 'incomplete_number', 'The card number is incomplete.' ],
		[ 'incomplete_cvc', 'The card security code is incomplete.' ],
		[ 'incomplete_expiry', 'The card expiration date is incomplete.' ],
		[ 'expired_card', 'The card has expired.' ],
		[ 'incorrect_cvc', 'The card security code is incorrect.' ],
		[ 'incorrect_zip', 'The card zip code failed validation.' ],
		[
			'invalid_expiry_year_past',
			'The card expiration year is in the past',
		],
		[ 'card_declined', 'The card was declined.' ],
		[ 'missing', 'There is no card on a customer that is being charged.' ],
		[ 'processing_error', 'An error occurred while processing the card.' ],
	] )( "%s → '%s'", ( code, message ) => {
		expect(
			mapProviderError( {
				type: 'card_error',
				code,
				message: 'Stripe wording',
			} )
		).toBe( message );
	} );

	it( 'an unknown card code falls back to the provider message', () => {
		expect(
			mapProviderError( {
				type: 'card_error',
				code: 'new_code',
				message: 'Stripe wording',
			} )
		).toBe( 'Stripe wording' );
	} );
} );

describe( "Provider parameter codes give '{Billing|Shipping} {Field} is a required field.' (SPEC §5)", () => {
	it.each( [
		'parameter_invalid_empty',
		'parameter_missing',
		'parameter_string_empty',
		'parameter_string_blank',
	] )( '%s with a billing or shipping param', ( code ) => {
		expect(
			mapProviderError( {
				type: 'invalid_request_error',
				code,
				param: 'billing_details[address][city]',
			} )
		).toBe( 'Billing City is a required field.' );
		expect(
			mapProviderError( {
				type: 'invalid_request_error',
				code,
				param: 'shipping[address][postal_code]',
			} )
		).toBe( 'Shipping Postcode / ZIP is a required field.' );
		expect(
			mapProviderError( {
				type: 'invalid_request_error',
				code,
				param: 'billing_details[name]',
			} )
		).toBe( 'Billing Name is a required field.' );
	} );

	it( 'a parameter code without a billing/shipping param uses the other rules', () => {
		expect(
			mapProviderError( {
				type: 'invalid_request_error',
				code: 'parameter_missing',
				param: 'payment_method',
			} )
		).toBe( UNABLE );
	} );
} );

describe( 'Configured texts and fallbacks (SPEC §8)', () => {
	it( 'an error code matching a page option uses that configured text', () => {
		expect(
			mapProviderError(
				{ type: 'card_error', code: 'card_declined' },
				{ configured: { card_declined: 'Try another card.' } }
			)
		).toBe( 'Try another card.' );
	} );

	it( "otherwise the provider message, else 'Payment failed. Please try again.'", () => {
		expect(
			mapProviderError( { type: 'mystery', message: 'Provider says no' } )
		).toBe( 'Provider says no' );
		expect( mapProviderError( { type: 'mystery' } ) ).toBe(
			'Payment failed. Please try again.'
		);
	} );

	it.each( [ null, undefined, 'boom', 42, {}, [] ] )(
		'malformed input %p gives the generic text',
		( input ) => {
			expect( mapProviderError( input ) ).toBe(
				'Payment failed. Please try again.'
			);
		}
	);

	it( 'returns text, never markup: a provider message with HTML is passed on as text to render as text', () => {
		const message = mapProviderError( {
			type: 'mystery',
			message: '<img src=x onerror=alert(1)>',
		} );
		expect( typeof message ).toBe( 'string' );
	} );

	describe( 'codes and fields are looked up among our own entries only', () => {
		it.each( [ 'constructor', 'toString', '__proto__', 'hasOwnProperty' ] )(
			'a card_error with code %s gives text, not an inherited function',
			( code ) => {
				expect( mapProviderError( { type: 'card_error', code } ) ).toBe(
					'Payment failed. Please try again.'
				);
			}
		);

		it( 'a configured text is not found through an inherited name', () => {
			expect(
				mapProviderError(
					{ type: 'card_error', code: 'toString' },
					{ configured: { card_declined: 'Declined.' } }
				)
			).toBe( 'Payment failed. Please try again.' );
		} );

		it.each( [
			'billing_details[toString]',
			'billing_details[constructor]',
		] )(
			'a required-field parameter %s does not name an inherited field',
			( param ) => {
				const message = mapProviderError( {
					type: 'invalid_request_error',
					code: 'parameter_missing',
					param,
				} );
				expect( message ).not.toMatch( /object|function/i );
				expect( message ).toBe(
					'Unable to process this payment, please try again or use alternative method.'
				);
			}
		);
	} );
} );
