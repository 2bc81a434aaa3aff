/**
 * Renders the block checkout page after plugin scripts registered their
 * payment methods, into the block's element, as WooCommerce's
 * `renderParentBlock` does: the server printed the block's skeleton there
 * (with the `is-loading` class and the host's stylesheet, style.ts), which
 * stays until the checkout draws and then leaves in the same frame.
 */
import { createRoot, useCallback } from '@wordpress/element';
import { CheckoutApp } from './components/checkout-app';
// Registered at once: scripts printed before the checkout write to it.
import './checkout-store';

function Block( { root, skeleton }: { root: HTMLElement; skeleton: string } ) {
	const drawn = useCallback(
		() => root.classList.remove( 'is-loading' ),
		[ root ]
	);
	return <CheckoutApp skeleton={ skeleton } onDrawn={ drawn } />;
}

function mount() {
	const root = document.getElementById( 'wc-block-checkout' );
	if ( ! root ) {
		return;
	}
	createRoot( root ).render(
		<Block root={ root } skeleton={ root.innerHTML } />
	);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount );
} else {
	mount();
}
