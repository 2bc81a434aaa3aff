/**
 * The cart page's form post, without JavaScript: Apply coupon, or Update
 * cart (quantities, the shipping rate). A stale nonce, like each change,
 * comes back to the cart as a notice.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php
 * update_cart_action().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import {
	applyCoupon,
	CLASSIC_ALREADY_APPLIED,
	updateItem,
} from '../includes/cart-ops';
import { verifyNonce } from '../../wordpress/nonces';
import { text } from '../../http/form-text';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export function cartNotice( ctx: Context, message: string ) {
	ctx.session.notices.push( { type: 'success', text: message } );
}

/** The cart form: Apply coupon, or Update cart (quantities, shipping). */
export function cartFormPost( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.cart,
			body[ 'woocommerce-cart-nonce' ]
		)
	) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Your session has expired. Please reload the page and try again.',
		} );
		redirect( ctx.res, '/cart/' );
		return;
	}
	if ( body.apply_coupon !== undefined && text( body.coupon_code ) ) {
		try {
			applyCoupon(
				ctx.session.cart,
				text( body.coupon_code ),
				CLASSIC_ALREADY_APPLIED
			);
			cartNotice( ctx, 'Coupon code applied successfully.' );
		} catch ( error ) {
			ctx.session.notices.push( {
				type: 'error',
				text: ( error as Error ).message,
			} );
		}
		redirect( ctx.res, '/cart/' );
		return;
	}
	const lines =
		body.cart && typeof body.cart === 'object'
			? ( body.cart as Record< string, { qty?: unknown } > )
			: {};
	for ( const [ key, value ] of Object.entries( lines ) ) {
		const quantity = Math.max( 0, Math.floor( Number( value?.qty ) ) );
		try {
			updateItem(
				ctx.session.cart,
				key,
				Number.isFinite( quantity ) ? quantity : 0
			);
		} catch ( error ) {
			ctx.session.notices.push( {
				type: 'error',
				text: ( error as Error ).message,
			} );
		}
	}
	const shipping = body.shipping_method;
	if ( shipping && typeof shipping === 'object' ) {
		ctx.session.cart.selectedRate = text(
			Object.values( shipping as Record< string, unknown > )[ 0 ]
		);
	}
	cartNotice( ctx, 'Cart updated.' );
	redirect( ctx.res, '/cart/' );
}
