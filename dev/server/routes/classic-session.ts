/**
 * What the classic checkout keeps per shopper: its nonces (WordPress's, tied
 * to the session and the action) and the payment gateway last chosen
 * (WooCommerce's `chosen_payment_method`, which the payment area re-renders
 * with).
 */
import type { Context } from '../context';
import { nonceFor } from '../shop/state';
import type { Session } from '../shop/types';

export const CHECKOUT_NONCE = 'woocommerce-process_checkout';
export const COUPON_NONCE = 'apply-coupon';
export const REMOVE_COUPON_NONCE = 'remove-coupon';
export const ORDER_REVIEW_NONCE = 'update-order-review';

const chosenMethods = new WeakMap< Session, string >();

export const chosenMethodFor = ( session: Session ): string =>
	chosenMethods.get( session ) || '';

export function chooseMethod( session: Session, gateway: string ): void {
	chosenMethods.set( session, gateway );
}

export function classicNonces( ctx: Context ) {
	return {
		checkout: nonceFor( ctx.state, ctx.session, CHECKOUT_NONCE ),
		applyCoupon: nonceFor( ctx.state, ctx.session, COUPON_NONCE ),
		removeCoupon: nonceFor( ctx.state, ctx.session, REMOVE_COUPON_NONCE ),
		orderReview: nonceFor( ctx.state, ctx.session, ORDER_REVIEW_NONCE ),
	};
}
