/**
 * Removing a line from the mini cart through `remove_from_cart`; the row is
 * blocked meanwhile. Without fragments in the answer, or when the request
 * fails, the browser follows the link, which removes the line without
 * JavaScript.
 */
import { block, emit } from '../core/dom';
import { cartAjax, cartQueue } from './cart-client';
import { fadeCartAreas, isFragmentMap } from './fragments';
import { clearAnnouncement } from './live-region';

async function remove( link: HTMLAnchorElement ): Promise< void > {
	clearAnnouncement();
	const row = link.closest< HTMLElement >( '.woocommerce-mini-cart-item' );
	if ( row ) {
		block( row );
	}
	await cartQueue.enqueue( async () => {
		const restore = fadeCartAreas();
		const result = await cartAjax().removeFromCart(
			link.getAttribute( 'data-cart_item_key' ) || ''
		);
		restore();
		if ( ! result.ok || ! isFragmentMap( result.data?.fragments ) ) {
			window.location.href = link.href;
			return;
		}
		emit( document.body, 'removed_from_cart', [
			result.data.fragments,
			result.data.cart_hash,
			link,
		] );
	} );
}

export function initMiniCartRemove(): void {
	document.addEventListener( 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >( '.remove_from_cart_button' );
		if ( link ) {
			event.preventDefault();
			remove( link );
		}
	} );
}
