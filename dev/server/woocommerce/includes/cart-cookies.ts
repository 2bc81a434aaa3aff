/**
 * WooCommerce's cart cookies: `woocommerce_cart_hash` (what the cart holds,
 * hashed) and `woocommerce_items_in_cart`. The storefront compares its cached
 * mini cart with the hash cookie, so every answer that may follow a cart
 * change carries them, and an empty cart clears them.
 *
 * Follows: woocommerce includes/class-wc-cart-session.php set_cart_cookies().
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Cart } from './types';

export function cartHash( cart: Cart ): string {
	if ( ! cart.lines.length ) {
		return '';
	}
	return createHash( 'md5' )
		.update(
			JSON.stringify( [
				cart.lines.map( ( line ) => [ line.key, line.quantity ] ),
				cart.coupons,
				cart.selectedRate,
			] )
		)
		.digest( 'hex' );
}

/** Adds a Set-Cookie header without dropping those already set. */
export function appendCookie( res: ServerResponse, cookie: string ): void {
	const current = res.getHeader( 'Set-Cookie' );
	const list = Array.isArray( current )
		? current
		: current
			? [ String( current ) ]
			: [];
	res.setHeader( 'Set-Cookie', [ ...list, cookie ] );
}

export function setCartCookies( res: ServerResponse, cart: Cart ): void {
	const hash = cartHash( cart );
	if ( ! hash ) {
		appendCookie( res, 'woocommerce_cart_hash=; Path=/; Max-Age=0' );
		appendCookie( res, 'woocommerce_items_in_cart=; Path=/; Max-Age=0' );
		return;
	}
	appendCookie( res, `woocommerce_cart_hash=${ hash }; Path=/` );
	appendCookie( res, 'woocommerce_items_in_cart=1; Path=/' );
}
