/**
 * Renders the block checkout page after plugin scripts registered their
 * payment methods.
 */
import { createRoot } from '@wordpress/element';
import { CheckoutApp } from './components/checkout-app';
// Registered at once: scripts printed before the checkout write to it.
import './checkout-store';
import { STYLE } from './style';

function mount() {
	const root = document.getElementById( 'wc-block-checkout' );
	if ( ! root ) {
		return;
	}
	const style = document.createElement( 'style' );
	style.textContent = STYLE;
	document.head.appendChild( style );
	createRoot( root ).render( <CheckoutApp /> );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount );
} else {
	mount();
}
