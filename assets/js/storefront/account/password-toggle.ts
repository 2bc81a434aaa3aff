/**
 * Password fields on WooCommerce's forms get a button that shows and hides
 * the password, as WooCommerce's woocommerce.js (10.0.2) adds it: each
 * `.woocommerce-Input` password field (login, registration, account
 * details), wrapped in a span, and every password field a `.woocommerce`
 * form already wraps in one (the checkout's create-account password, in its
 * `woocommerce-input-wrapper`). It is labelled with the shop's texts
 * (`i18n_password_show` / `i18n_password_hide`), in our catalogue's words
 * where WooCommerce printed them untranslated.
 */
import { __ } from '@wordpress/i18n';
import { pageParam } from '../../core/dom/page-params';
import { inCatalogueWords } from '../../core/messages/printed-text';

const PASSWORD_FIELDS = '.woocommerce form input[type="password"]';

const label = ( shown: boolean ) =>
	shown
		? inCatalogueWords(
				pageParam( 'woocommerce_params', 'i18n_password_hide' )
			) || __( 'Hide password', 'woocommerce-gateway-stripe' )
		: inCatalogueWords(
				pageParam( 'woocommerce_params', 'i18n_password_show' )
			) || __( 'Show password', 'woocommerce-gateway-stripe' );

export function initPasswordToggles(): void {
	document
		.querySelectorAll< HTMLInputElement >( PASSWORD_FIELDS )
		.forEach( ( input ) => {
			let wrapper = input.parentElement;
			if ( wrapper?.tagName !== 'SPAN' ) {
				if ( ! input.classList.contains( 'woocommerce-Input' ) ) {
					return;
				}
				wrapper = document.createElement( 'span' );
				input.before( wrapper );
				wrapper.appendChild( input );
			}
			wrapper.classList.add( 'password-input' );
			if ( wrapper.querySelector( '.show-password-input' ) ) {
				return;
			}
			const button = document.createElement( 'button' );
			button.type = 'button';
			button.className = 'show-password-input';
			button.setAttribute( 'aria-label', label( false ) );
			if ( input.id ) {
				button.setAttribute( 'aria-describedby', input.id );
			}
			button.addEventListener( 'click', () => {
				const shown = input.type === 'password';
				input.type = shown ? 'text' : 'password';
				button.classList.toggle( 'display-password', shown );
				button.setAttribute( 'aria-label', label( shown ) );
				input.focus();
			} );
			wrapper.appendChild( button );
		} );
}
