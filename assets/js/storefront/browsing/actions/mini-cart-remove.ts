/**
 * Removing a line from the mini cart through `remove_from_cart`; the row is
 * blocked meanwhile. Without fragments in the answer, or when the request
 * fails, the browser follows the link, which removes the line without
 * JavaScript.
 */
import { block } from '../../../core/dom/block-ui';
import { wcAjaxTemplate } from '../../../core/dom/page-params';
import { isFragmentMap } from '../fragments';
import { fadeCartAreas } from './fade-cart-areas';
import { sharedCart } from '../shared-cart';
import { clearAnnouncement } from './live-region';
import { emitCartEvent } from './cart-event';

export async function removeFromMiniCart(
	link: HTMLAnchorElement
): Promise< void > {
	clearAnnouncement();
	const row = link.closest< HTMLElement >( '.woocommerce-mini-cart-item' );
	if ( row ) {
		block( row );
	}
	const { ajax, queue } = sharedCart( wcAjaxTemplate() );
	await queue.enqueue( async () => {
		const restore = fadeCartAreas();
		const result = await ajax.removeFromCart(
			link.getAttribute( 'data-cart_item_key' ) || ''
		);
		restore();
		if ( ! result.ok || ! isFragmentMap( result.data?.fragments ) ) {
			window.location.href = link.href;
			return;
		}
		emitCartEvent( 'removed_from_cart', [
			result.data.fragments,
			result.data.cart_hash,
			link,
		] );
	} );
}
