/**
 * The cart's remove-item link and the "Undo?" link of its notice: WooCommerce
 * keeps a removed line so the shopper can put it back as it was.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php update_cart_action()
 * (remove_item, undo_item).
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { removeItem } from '../includes/cart-ops';
import { productById } from '../includes/catalogue';
import { nonceFor, verifyNonce } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export function removeLink( ctx: Context, key: string ): void {
	const line = ctx.session.cart.lines.find( ( entry ) => entry.key === key );
	if ( line ) {
		const product = productById( line.productId );
		removeItem( ctx.session.cart, key );
		// WooCommerce keeps the line (removed_cart_contents) and offers to
		// put it back.
		ctx.session.removedLines = [
			...( ctx.session.removedLines || [] ).filter(
				( removed ) => removed.key !== key
			),
			line,
		];
		ctx.session.notices.push( {
			type: 'success',
			text: `“${ product?.name || 'Item' }” removed.`,
			undo: `/cart/?undo_item=${ encodeURIComponent(
				key
			) }&_wpnonce=${ nonceFor( ctx.state, ctx.session, WOOCOMMERCE_NONCES.cart ) }`,
		} );
	}
	redirect( ctx.res, '/cart/' );
}

/** "Undo?": the removed line comes back as it was; no notice, as WooCommerce. */
export function undoRemoval( ctx: Context, key: string, nonce: string ): void {
	const removed = ( ctx.session.removedLines || [] ).find(
		( line ) => line.key === key
	);
	if (
		removed &&
		verifyNonce( ctx.state, ctx.session, WOOCOMMERCE_NONCES.cart, nonce ) &&
		! ctx.session.cart.lines.some( ( line ) => line.key === key )
	) {
		ctx.session.cart.lines.push( removed );
		ctx.session.removedLines = ( ctx.session.removedLines || [] ).filter(
			( line ) => line !== removed
		);
	}
	redirect( ctx.res, '/cart/' );
}
