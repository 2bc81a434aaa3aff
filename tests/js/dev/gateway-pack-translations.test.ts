/**
 * @jest-environment node
 */
/**
 * The development shop hands our scripts the gateway pack's translations as
 * the plugin's PHP does (includes/gateway-pack-translations.php, and its
 * PHP tests, tests/php/gateway-pack-translations-test.php): where we ship no
 * JSON for the locale, exactly the handle's messages from the build's list,
 * by context and msgid, and by plural where both name one; our JSON wins
 * where it exists.
 */
// The shop's WordPress with its plugins loaded: ours hooks the pack in.
import '../../../dev/server/plugins';
import {
	handleMessages,
	translatedMessages,
} from '../../../dev/server/plugin/gateway-pack-translations';
import { scriptTranslations } from '../../../dev/server/wordpress/script-translations';

const NETWORK =
	'An error occurred while connecting to the server. Please try again.';

/** The locale data a printed `wp.i18n.setLocaleData( … )` hands over. */
function printedData( html: string ) {
	const match =
		/setLocaleData\( (\{.*\}), "woocommerce-gateway-stripe" \)/s.exec(
			html
		);
	return match ? JSON.parse( match[ 1 ] ) : null;
}

describe( 'The gateway pack for a handle of ours', () => {
	it( 'lists each handle’s messages, those of its lazily loaded chunks included', () => {
		expect( handleMessages( 'wc-stripe-cart' ) ).toContain( NETWORK );
		expect( handleMessages( 'wc-stripe-shop' ) ).toContain( NETWORK );
		expect( handleMessages( 'wc-stripe-cart' ) ).not.toContain(
			'Credit / Debit Card'
		);
		expect( handleMessages( 'wc-stripe-not-ours' ) ).toEqual( [] );
	} );

	it( 'takes our messages by context and msgid, every plural form, and nothing else', () => {
		const pack = {
			Tax: 'Podatek',
			'order status\u0004Pending': 'Oczekujące',
			'%d item\u0000%d items':
				'%d produkt\u0000%d produkty\u0000%d produktów',
			'%d coupon\u0000%d coupon codes':
				'%d kod\u0000%d kody\u0000%d kodów',
			Shipping: '',
			'Not a message of ours': 'Nie nasza',
		};
		expect(
			translatedMessages( pack, [
				'Tax',
				'order status\u0004Pending',
				'Pending',
				'%d item\u0000%d items',
				'%d coupon\u0000%d coupons',
				'Shipping',
				'Refund',
			] )
		).toEqual( {
			Tax: [ 'Podatek' ],
			'order status\u0004Pending': [ 'Oczekujące' ],
			'%d item': [ '%d produkt', '%d produkty', '%d produktów' ],
		} );
	} );

	it( 'is printed before a script of ours in French, where we ship no JSON', () => {
		const data = printedData(
			scriptTranslations( '/build/cart.js?ver=1', 'fr_FR' )
		);
		expect( data[ '' ] ).toMatchObject( {
			domain: 'woocommerce-gateway-stripe',
			lang: 'fr_FR',
			'plural-forms': 'nplurals=2; plural=n > 1;',
		} );
		expect( data[ NETWORK ] ).toEqual( [
			'Une erreur est survenue lors de la connexion au serveur. Veuillez réessayer.',
		] );
		expect( data[ 'Credit / Debit Card' ] ).toBeUndefined();
	} );

	it( 'leaves our German JSON as it is', () => {
		const data = printedData(
			scriptTranslations( '/build/cart.js', 'de_DE' )
		);
		expect( data[ NETWORK ] ).toEqual( [
			'Bei der Verbindung mit dem Server ist ein Fehler aufgetreten. Bitte versuche es erneut.',
		] );
	} );

	it( 'prints nothing where neither exists', () => {
		expect( scriptTranslations( '/build/cart.js', 'ja' ) ).toBe( '' );
		expect( scriptTranslations( '/build/cart.js', 'en_US' ) ).toBe( '' );
	} );
} );
