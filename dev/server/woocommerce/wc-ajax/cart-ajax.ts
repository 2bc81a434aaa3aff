/**
 * WooCommerce's cart wc-ajax actions: add and remove a line from a button,
 * the refreshed cart fragments, and the cart page's shipping choice. Each
 * answer carries the cart cookies, as WooCommerce sets them on the request
 * that changed the cart.
 *
 * Follows: woocommerce includes/class-wc-ajax.php add_to_cart(),
 * remove_from_cart(), get_refreshed_fragments(), update_shipping_method().
 */
import type { Context } from '../../context';
import { sendJson, sendText } from '../../http/respond';
import { CartError, addItem, removeItem } from '../includes/cart-ops';
import { productById } from '../includes/catalogue';
import { cartHash, setCartCookies } from '../includes/cart-cookies';
import { verifyNonce } from '../../wordpress/nonces';
import { cartFragments } from '../templates/fragments';
import { cartTotalsHtml } from '../templates/cart-page';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

type Action = ( ctx: Context ) => void;

export function fragments( ctx: Context ) {
	setCartCookies( ctx.res, ctx.session.cart );
	return {
		fragments: cartFragments( ctx.state, ctx.session ),
		cart_hash: cartHash( ctx.session.cart ),
	};
}

export const CART_ACTIONS: Record< string, Action > = {
	add_to_cart: ( ctx ) => {
		const productId = Number( ctx.body.product_id );
		try {
			addItem( ctx.session.cart, {
				id: productId,
				quantity: Number( ctx.body.quantity || 1 ),
			} );
			sendJson( ctx.res, 200, fragments( ctx ) );
		} catch ( error ) {
			if ( ! ( error instanceof CartError ) ) {
				throw error;
			}
			// WooCommerce keeps the reason as a notice for the product page
			// the shopper is sent to.
			ctx.session.notices.push( { type: 'error', text: error.message } );
			const product = productById( productId );
			sendJson( ctx.res, 200, {
				error: true,
				product_url: product
					? `${ ctx.origin }/product/${ product.slug }/`
					: '',
			} );
		}
	},
	remove_from_cart: ( ctx ) => {
		try {
			removeItem(
				ctx.session.cart,
				String( ctx.body.cart_item_key || '' )
			);
			sendJson( ctx.res, 200, fragments( ctx ) );
		} catch {
			sendJson( ctx.res, 200, { success: false } );
		}
	},
	get_refreshed_fragments: ( ctx ) =>
		sendJson( ctx.res, 200, fragments( ctx ) ),
	update_shipping_method: ( ctx ) => {
		if (
			! verifyNonce(
				ctx.state,
				ctx.session,
				WOOCOMMERCE_NONCES.updateShippingMethod,
				ctx.body.security
			)
		) {
			sendText( ctx.res, 403, '-1' );
			return;
		}
		const chosen = ctx.body.shipping_method;
		if ( chosen && typeof chosen === 'object' ) {
			ctx.session.cart.selectedRate = String(
				Object.values( chosen as Record< string, unknown > )[ 0 ] || ''
			);
		}
		setCartCookies( ctx.res, ctx.session.cart );
		sendText(
			ctx.res,
			200,
			cartTotalsHtml( ctx.state, ctx.session ),
			'text/html; charset=UTF-8'
		);
	},
};
