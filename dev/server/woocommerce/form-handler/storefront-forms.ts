/**
 * The storefront's plain form posts and links, as WordPress handles them
 * before rendering a page: `add-to-cart` (the product form, and the shop's
 * buttons without JavaScript; add-to-cart-form.ts), the cart form
 * (quantities, coupon, shipping; cart-form-post.ts), the shipping calculator
 * (calculate-shipping.ts), the remove-item (cart-remove-links.ts) and
 * remove-coupon links, the review form (review-form.ts), the login form
 * (login-form.ts) and the registration form (register-form.ts). Each answers with a redirect (post, redirect,
 * get) and leaves its message as a notice for the next page.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php init().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { removeCoupon } from '../includes/cart-ops';
import { calculateShipping } from './calculate-shipping';
import { addToCart } from './add-to-cart-form';
import { cartFormPost, cartNotice } from './cart-form-post';
import { removeLink, undoRemoval } from './cart-remove-links';
import { reviewPost } from './review-post';
import { register } from './register-form';
import { text } from '../../http/form-text';
import { processLogin } from './login-form';

/** True when the request was one of the storefront's forms or links. */
export function storefrontForms( ctx: Context ): boolean {
	const { pathname, searchParams } = ctx.url;
	const post = ctx.req.method === 'POST';
	const body = ctx.body as Record< string, unknown >;
	// WooCommerce's login form, on whatever page it was posted to; a
	// failed login leaves its notice and lets that page show again.
	if ( post && body.login !== undefined && processLogin( ctx ) ) {
		return true;
	}
	const linkAdd = searchParams.get( 'add-to-cart' );
	if ( ! post && linkAdd ) {
		addToCart( ctx, Number( linkAdd ), pathname );
		return true;
	}
	if ( post && body[ 'add-to-cart' ] !== undefined ) {
		addToCart( ctx, Number( body[ 'add-to-cart' ] ), pathname );
		return true;
	}
	if ( pathname === '/cart/' && post && text( body.calc_shipping ) ) {
		calculateShipping( ctx );
		return true;
	}
	// Only a post naming one of the cart form's actions; any other (cart.js's
	// `update_cart`, as `wc_update_cart` asks, posts the form without one)
	// just shows the cart page (update_cart_action()'s first test).
	if (
		pathname === '/cart/' &&
		post &&
		[ 'apply_coupon', 'update_cart', 'proceed' ].some(
			( action ) => body[ action ] !== undefined
		)
	) {
		cartFormPost( ctx );
		return true;
	}
	if ( pathname === '/cart/' && searchParams.has( 'remove_item' ) ) {
		removeLink( ctx, searchParams.get( 'remove_item' ) || '' );
		return true;
	}
	if ( pathname === '/cart/' && searchParams.has( 'undo_item' ) ) {
		undoRemoval(
			ctx,
			searchParams.get( 'undo_item' ) || '',
			searchParams.get( '_wpnonce' ) || ''
		);
		return true;
	}
	if ( pathname === '/cart/' && searchParams.has( 'remove_coupon' ) ) {
		removeCoupon(
			ctx.session.cart,
			searchParams.get( 'remove_coupon' ) || ''
		);
		cartNotice( ctx, 'Coupon has been removed.' );
		redirect( ctx.res, '/cart/' );
		return true;
	}
	if ( pathname === '/wp-comments-post.php' && post ) {
		reviewPost( ctx );
		return true;
	}
	if ( pathname === '/my-account/' && post && body.register !== undefined ) {
		register( ctx );
		return true;
	}
	return false;
}
