/**
 * Renders the Cart block after plugin scripts registered their express
 * methods, into the block's element, as WooCommerce's `renderParentBlock`
 * does: the server printed the block's inner blocks there, empty, with the
 * `is-loading` class (cart-style.ts draws them as grey boxes), which the
 * cart replaces once it is known.
 */
import { createRoot, useCallback } from '@wordpress/element';
import { CartApp } from './cart-app';
// Registered at once: scripts printed before the cart write to it.
import '../checkout-store';

function Block( { root, skeleton }: { root: HTMLElement; skeleton: string } ) {
	const drawn = useCallback(
		() => root.classList.remove( 'is-loading' ),
		[ root ]
	);
	return <CartApp skeleton={ skeleton } onDrawn={ drawn } />;
}

function mount() {
	const root = document.getElementById( 'wc-block-cart' );
	if ( root ) {
		createRoot( root ).render(
			<Block root={ root } skeleton={ root.innerHTML } />
		);
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount );
} else {
	mount();
}
