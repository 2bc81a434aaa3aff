/**
 * The cart events our actions fire on the body (`adding_to_cart`,
 * `added_to_cart`, `removed_from_cart`, with WooCommerce's arguments), and
 * the one WooCommerce's blocks hear for each, `wc-blocks_<name>` on the
 * body: the Mini-Cart block refreshes on it after a classic Add to cart.
 * WooCommerce's own bridge makes that one from the jQuery event, and only
 * through jQuery (woocommerce 10.0.2 assets/client/blocks,
 * `translateJQueryEventToNative`: no bubbling, an empty detail), so we fire
 * it only where there is no jQuery: never twice.
 */
import { emit, jquery } from '../../../core/dom/jquery-bridge';

export function emitCartEvent( name: string, args: unknown[] ): void {
	emit( document.body, name, args );
	if ( ! jquery() ) {
		document.body.dispatchEvent(
			new CustomEvent( `wc-blocks_${ name }`, { detail: {} } )
		);
	}
}
