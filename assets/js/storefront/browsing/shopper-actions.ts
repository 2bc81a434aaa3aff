/**
 * The storefront's shopper actions, wired at load and run by code loaded on
 * the first action (./actions): an ajax add-to-cart
 * button, a mini cart remove link, and the page update after `added_to_cart` / `removed_from_cart` (fired by us
 * or by another script). The browser's own action is stopped at once; if
 * the code cannot be loaded, the link is followed, which does the same
 * without JavaScript.
 */
import { listen } from '../../core/dom/jquery-bridge';
import { loadCartCode } from './cart-code';

export const ADD_BUTTON =
	'.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)';
const REMOVE_LINK = '.remove_from_cart_button';

export function initShopperActions(): void {
	document.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		const add = target.closest?.< HTMLElement >( ADD_BUTTON );
		const remove = target.closest?.< HTMLAnchorElement >( REMOVE_LINK );
		const link = add || remove;
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		loadCartCode().then(
			( run ) => {
				if ( add ) {
					run.addToCart( add );
				} else if ( remove ) {
					run.removeFromMiniCart( remove );
				}
			},
			() => {
				const href = link.getAttribute( 'href' );
				if ( href && href !== '#' ) {
					window.location.href = href;
				}
			}
		);
	} );
	for ( const name of [ 'added_to_cart', 'removed_from_cart' ] ) {
		listen( document.body, name, ( args ) =>
			loadCartCode().then( ( run ) => run.onCartChanged( args ) )
		);
	}
}
