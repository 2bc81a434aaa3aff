/**
 * Show/hide buttons on WooCommerce's password fields, as WooCommerce's own
 * woocommerce.js (10.0.2) adds them: on the account forms'
 * `.woocommerce-Input` fields, and on every password field a
 * `.woocommerce form` wraps in a span (the checkout's create-account
 * password, in its `woocommerce-input-wrapper`), labelled with the shop's
 * texts, in our catalogue's words where WooCommerce printed them untranslated.
 */
import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { initPasswordToggles } from '../../../../assets/js/storefront/account/password-toggle';

const DOMAIN = 'woocommerce-gateway-stripe';

/** Our German JSON for one of our scripts, as WordPress hands it over. */
function germanFor( script: string ) {
	const languages = path.resolve( __dirname, '../../../../languages' );
	for ( const name of readdirSync( languages ) ) {
		if ( name.startsWith( `${ DOMAIN }-de_DE-` ) ) {
			const json = JSON.parse(
				readFileSync( path.join( languages, name ), 'utf8' )
			);
			if ( json.source === script ) {
				return json.locale_data.messages;
			}
		}
	}
	throw new Error( `no German JSON for ${ script }` );
}

function checkoutPage() {
	document.body.innerHTML = `<div class="woocommerce">
		<form class="woocommerce-form-login"><p><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password"></p></form>
		<form class="checkout woocommerce-checkout"><div class="create-account"><p id="account_password_field"><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password"></span></p></div>
		<p><input type="password" id="unwrapped"></p></form>
	</div>`;
}

const toggleOf = ( id: string ) =>
	document.querySelector( `#${ id } ~ .show-password-input` );

afterEach( () => {
	resetLocaleData( undefined, DOMAIN );
	delete ( window as any ).woocommerce_params;
} );

describe( 'Password toggles (WooCommerce woocommerce.js)', () => {
	it( 'the checkout’s create-account password gets one, inside its wrapper; a bare field outside a span does not', () => {
		checkoutPage();
		initPasswordToggles();
		expect( toggleOf( 'password' ) ).not.toBeNull();
		expect( toggleOf( 'account_password' ) ).not.toBeNull();
		expect(
			document.querySelector( '#account_password' )?.parentElement
				?.classList
		).toContain( 'password-input' );
		expect( toggleOf( 'unwrapped' ) ).toBeNull();
		initPasswordToggles();
		expect(
			document.querySelectorAll( '.show-password-input' )
		).toHaveLength( 2 );
	} );

	it( 'shows and hides the password, saying which it will do', () => {
		checkoutPage();
		initPasswordToggles();
		const button = toggleOf( 'account_password' ) as HTMLButtonElement;
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Show password' );
		button.click();
		expect(
			(
				document.querySelector(
					'#account_password'
				) as HTMLInputElement
			 ).type
		).toBe( 'text' );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Hide password' );
	} );

	// The labels WooCommerce printed, and the two the toggle then says.
	it.each( [
		{
			title: 'in a German store whose WooCommerce printed its texts in English, says them in German',
			printed: [ 'Show password', 'Hide password' ],
			field: 'account_password',
			says: [ 'Passwort anzeigen', 'Passwort verbergen' ],
		},
		{
			title: 'keeps the shop’s own wording, or WooCommerce’s translation, as printed',
			printed: [ 'Reveal', 'Masquer le mot de passe' ],
			field: 'password',
			says: [ 'Reveal', 'Masquer le mot de passe' ],
		},
	] )( '$title', ( { printed, field, says } ) => {
		( window as any ).woocommerce_params = {
			i18n_password_show: printed[ 0 ],
			i18n_password_hide: printed[ 1 ],
		};
		setLocaleData( germanFor( 'build/checkout.js' ), DOMAIN );
		checkoutPage();
		initPasswordToggles();
		const button = toggleOf( field ) as HTMLButtonElement;
		expect( button.getAttribute( 'aria-label' ) ).toBe( says[ 0 ] );
		button.click();
		expect( button.getAttribute( 'aria-label' ) ).toBe( says[ 1 ] );
	} );
} );
