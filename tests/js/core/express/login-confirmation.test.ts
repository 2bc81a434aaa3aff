import { loginConfirmationMessage } from '../../../../assets/js/core/express/login-confirmation';
import { walletBrand } from '../../../../assets/js/core/express/wallets';

const MESSAGE =
	'To complete your transaction with **the selected payment method**, you must log in or create an account with our site.';

describe( 'Login-required shops: the wallet name replaces the highlighted part', () => {
	it.each( [
		[ 'google_pay', 'Google Pay' ],
		[ 'apple_pay', 'Apple Pay' ],
		[ 'amazon_pay', 'Amazon Pay' ],
		[ 'link', 'Link' ],
		[ 'paypal', 'PayPal' ],
	] )( '%s → %s', ( type, brand ) => {
		expect( loginConfirmationMessage( MESSAGE, walletBrand( type ) ) ).toBe(
			`To complete your transaction with ${ brand }, you must log in or create an account with our site.`
		);
	} );

	it( 'only the first highlight is replaced; other markers are removed', () => {
		expect(
			loginConfirmationMessage( 'Pay with **x** or **y**.', 'Link' )
		).toBe( 'Pay with Link or y.' );
	} );

	it( 'a wallet name with $ signs is inserted as it is', () => {
		expect( loginConfirmationMessage( 'Use **x**', '$& $1' ) ).toBe(
			'Use $& $1'
		);
	} );

	it( 'an unknown payment type names itself', () => {
		expect( walletBrand( 'constructor' ) ).toBe( 'constructor' );
	} );
} );
