/**
 * `add-to-cart` as a plain form post (the product form) or a link (the
 * shop's buttons without JavaScript): the product, its variation, quantity
 * and add-on go into the cart, and the shopper is sent back (or to the cart,
 * as the store owner chose) with a notice.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php
 * add_to_cart_action().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { CartError, addItem } from '../includes/cart-ops';
import { productById } from '../includes/catalogue';
import type { Product } from '../includes/catalogue';
import { text } from '../../http/form-text';

function variationFrom( body: Record< string, unknown > ) {
	return Object.entries( body )
		.filter( ( [ key ] ) => key.startsWith( 'attribute_' ) )
		.map( ( [ attribute, value ] ) => ( {
			attribute,
			value: text( value ),
		} ) );
}

/** `add-to-cart` in a form post or a link: add, then back with a notice. */
export function addToCart( ctx: Context, id: number, back: string ): void {
	const product = productById( id );
	const body = ctx.body as Record< string, unknown >;
	const quantity = Number(
		body.quantity ?? ctx.url.searchParams.get( 'quantity' ) ?? 1
	);
	try {
		if ( ! product ) {
			throw new CartError(
				'woocommerce_rest_cart_invalid_product',
				'This product cannot be added to the cart.'
			);
		}
		addItem( ctx.session.cart, {
			id:
				product.type === 'variable' && Number( body.variation_id )
					? Number( body.variation_id )
					: id,
			quantity,
			variation: variationFrom( body ),
			addonValue: product.addon ? text( body[ product.addon.name ] ) : '',
		} );
		ctx.session.notices.push( {
			type: 'success',
			text: `${
				quantity > 1 ? `${ quantity } × ` : ''
			}“${ product.name }” ${
				quantity > 1 ? 'have' : 'has'
			} been added to your cart.`,
			link: ctx.state.settings.cartRedirectAfterAdd
				? { href: '/shop/', label: 'Continue shopping' }
				: { href: '/cart/', label: 'View cart' },
		} );
		redirect(
			ctx.res,
			ctx.state.settings.cartRedirectAfterAdd ? '/cart/' : back
		);
	} catch ( error ) {
		if ( ! ( error instanceof CartError ) ) {
			throw error;
		}
		ctx.session.notices.push( { type: 'error', text: error.message } );
		redirect( ctx.res, product ? productUrl( product ) : back );
	}
}

export const productUrl = ( product: Product ) => `/product/${ product.slug }/`;
