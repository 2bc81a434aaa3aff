/**
 * The Mini-Cart block's script, in small (WooCommerce 10.0.2
 * mini-cart-frontend.js and the drawer's contents): the button opens the
 * drawer, which draws the cart; a line removed in the drawer is removed
 * through the Store API; `wc-blocks_added_to_cart` and
 * `wc-blocks_removed_from_cart` (WooCommerce's events, which it also
 * fires for jQuery's `added_to_cart` and `removed_from_cart`) draw the cart
 * again. The button's badge and amount follow. WooCommerce's own drawer is
 * React on `@wordpress/data`, loaded as the button is first hovered; this
 * one needs neither, and nothing of ours depends on either.
 */
import { drawContents } from './drawer';
import { readCart, removeLine } from './store';

function start( block: HTMLElement ) {
	const overlay = block.querySelector< HTMLElement >(
		'.wc-block-components-drawer__screen-overlay'
	);
	const target = block.querySelector< HTMLElement >(
		'.wc-block-mini-cart__template-part'
	);
	if ( ! overlay || ! target ) {
		return;
	}
	let open = false;
	const badge = ( cart: any ) => {
		const count = block.querySelector( '.wc-block-mini-cart__badge' );
		if ( count ) {
			count.textContent = cart.items_count
				? String( cart.items_count )
				: '';
		}
	};
	const draw = async () => {
		const cart = await readCart();
		if ( ! cart ) {
			return;
		}
		badge( cart );
		if ( open ) {
			drawContents( target, cart, async ( key ) => {
				if ( await removeLine( key ) ) {
					document.body.dispatchEvent(
						new Event( 'wc-blocks_removed_from_cart' )
					);
				}
			} );
		}
	};
	const show = ( shown: boolean ) => {
		open = shown;
		overlay.classList.toggle(
			'wc-block-components-drawer__screen-overlay--is-hidden',
			! shown
		);
		overlay.classList.remove( 'is-loading' );
		overlay.setAttribute( 'aria-hidden', shown ? 'false' : 'true' );
		if ( shown ) {
			draw();
		}
	};
	block
		.querySelector( '.wc-block-mini-cart__button' )
		?.addEventListener( 'click', () => show( true ) );
	overlay.addEventListener( 'click', ( event ) => {
		const on = event.target as Element;
		if (
			on === overlay ||
			on.closest( '.wc-block-components-drawer__close' )
		) {
			show( false );
		}
	} );
	for ( const name of [
		'wc-blocks_added_to_cart',
		'wc-blocks_removed_from_cart',
		'added_to_cart',
		'removed_from_cart',
	] ) {
		document.body.addEventListener( name, draw );
	}
}

document
	.querySelectorAll< HTMLElement >( '.wc-block-mini-cart' )
	.forEach( start );
