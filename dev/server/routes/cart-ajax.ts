/**
 * WooCommerce's cart wc-ajax actions: add and remove a line from a button,
 * and the refreshed cart fragments.
 */
import type { Context } from '../context';
import { sendJson } from '../http/respond';
import { CartError, addItem, removeItem } from '../shop/cart-ops';
import { productById } from '../shop/catalogue';
import { miniCartHtml } from '../pages/fragments';

type Action = ( ctx: Context ) => void;

export function fragments( ctx: Context ) {
	return {
		fragments: {
			'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${ miniCartHtml( ctx.state, ctx.session ) }</div>`,
		},
		cart_hash: String(
			ctx.session.cart.lines
				.map( ( line ) => `${ line.key }:${ line.quantity }` )
				.join( '|' ).length
		),
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
			const product = productById( productId );
			sendJson( ctx.res, 200, {
				error: true,
				product_url: product
					? `${ ctx.origin }/product/${ product.slug }/`
					: '',
			} );
			if ( ! ( error instanceof CartError ) ) {
				throw error;
			}
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
};
