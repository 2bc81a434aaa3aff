/**
 * Password fields on WooCommerce's forms (login, registration, account
 * details, the checkout's create-account) get a button that shows and hides
 * the password, labelled with the shop's texts (`i18n_password_show` /
 * `i18n_password_hide`).
 */
import { __ } from '@wordpress/i18n';
import { pageParam } from '../../core/dom/page-params';

const PASSWORD_FIELDS = '.woocommerce form .woocommerce-Input[type="password"]';

const label = ( shown: boolean ) =>
	shown
		? pageParam( 'woocommerce_params', 'i18n_password_hide' ) ||
			__( 'Hide password', 'woocommerce-gateway-stripe' )
		: pageParam( 'woocommerce_params', 'i18n_password_show' ) ||
			__( 'Show password', 'woocommerce-gateway-stripe' );

export function initPasswordToggles(): void {
	document
		.querySelectorAll< HTMLInputElement >( PASSWORD_FIELDS )
		.forEach( ( input ) => {
			let wrapper = input.parentElement;
			if ( wrapper?.tagName !== 'SPAN' ) {
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
