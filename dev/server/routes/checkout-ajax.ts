/**
 * WooCommerce's classic checkout wc-ajax actions: coupons, the order review
 * update and the checkout post.
 */
import type { Context } from '../context';
import { escapeHtml, sendJson, sendText } from '../http/respond';
import { applyCoupon, mergeAddress, removeCoupon } from '../shop/cart-ops';
import { EMPTY_ADDRESS } from '../shop/types';
import { orderFromCart } from '../shop/orders';
import { attributionFromForm } from '../shop/attribution';
import { nonceFor, verifyNonce } from '../shop/state';
import { processPayment } from '../gateway/process-payment';
import { reviewTableHtml } from '../pages/fragments';

type Action = ( ctx: Context ) => void;

export const CHECKOUT_NONCE = 'woocommerce-process_checkout';
export const COUPON_NONCE = 'apply-coupon';
export const REMOVE_COUPON_NONCE = 'remove-coupon';
export const ORDER_REVIEW_NONCE = 'update-order-review';

const notice = ( type: 'error' | 'message', text: string ) =>
	`<ul class="woocommerce-${ type }" role="alert"><li>${ escapeHtml( text ) }</li></ul>`;

function checkoutFailure( ctx: Context, message: string ) {
	sendJson( ctx.res, 200, {
		result: 'failure',
		messages: `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${ notice( 'error', message ) }</div>`,
		refresh: false,
		reload: false,
	} );
}

export const CHECKOUT_ACTIONS: Record< string, Action > = {
	apply_coupon: ( ctx ) => {
		if (
			! verifyNonce(
				ctx.state,
				ctx.session,
				COUPON_NONCE,
				ctx.body.security
			)
		) {
			sendText( ctx.res, 403, '-1' );
			return;
		}
		try {
			applyCoupon(
				ctx.session.cart,
				String( ctx.body.coupon_code || '' )
			);
			sendText(
				ctx.res,
				200,
				notice( 'message', 'Coupon code applied successfully.' ),
				'text/html; charset=UTF-8'
			);
		} catch ( error ) {
			sendText(
				ctx.res,
				200,
				notice( 'error', ( error as Error ).message ),
				'text/html; charset=UTF-8'
			);
		}
	},
	remove_coupon: ( ctx ) => {
		if (
			! verifyNonce(
				ctx.state,
				ctx.session,
				REMOVE_COUPON_NONCE,
				ctx.body.security
			)
		) {
			sendText( ctx.res, 403, '-1' );
			return;
		}
		removeCoupon( ctx.session.cart, String( ctx.body.coupon || '' ) );
		sendText(
			ctx.res,
			200,
			notice( 'message', 'Coupon has been removed.' ),
			'text/html; charset=UTF-8'
		);
	},
	update_order_review: ( ctx ) => {
		if (
			! verifyNonce(
				ctx.state,
				ctx.session,
				ORDER_REVIEW_NONCE,
				ctx.body.security
			)
		) {
			sendText( ctx.res, 403, '-1' );
			return;
		}
		const { cart } = ctx.session;
		cart.billing = mergeAddress( cart.billing, {
			country: ctx.body.country,
			state: ctx.body.state,
			postcode: ctx.body.postcode,
			city: ctx.body.city,
		} );
		if (
			ctx.body.shipping_method &&
			typeof ctx.body.shipping_method === 'object'
		) {
			cart.selectedRate = String(
				Object.values( ctx.body.shipping_method as object )[ 0 ] || ''
			);
		}
		if ( ! cart.lines.length ) {
			sendJson( ctx.res, 200, {
				result: 'failure',
				reload: true,
				fragments: {
					'form.woocommerce-checkout':
						'<div class="woocommerce-info">Your cart is empty.</div>',
				},
			} );
			return;
		}
		sendJson( ctx.res, 200, {
			result: 'success',
			messages: '',
			reload: false,
			fragments: {
				'.woocommerce-checkout-review-order-table': reviewTableHtml(
					ctx.state,
					ctx.session
				),
			},
		} );
	},
	checkout: ( ctx ) => {
		const { body, session, state } = ctx;
		if (
			! verifyNonce(
				state,
				session,
				CHECKOUT_NONCE,
				body[ 'woocommerce-process-checkout-nonce' ]
			)
		) {
			checkoutFailure(
				ctx,
				'We were unable to process your order, please try again.'
			);
			return;
		}
		if ( ! session.cart.lines.length ) {
			checkoutFailure( ctx, 'Sorry, your session has expired.' );
			return;
		}
		const pick = ( prefix: string ) =>
			mergeAddress(
				{ ...EMPTY_ADDRESS, email: '' },
				Object.fromEntries(
					Object.entries( body )
						.filter( ( [ key ] ) => key.startsWith( prefix ) )
						.map( ( [ key, value ] ) => [
							key.slice( prefix.length ),
							value,
						] )
				)
			);
		const billing = pick( 'billing_' );
		if ( ! billing.email || ! billing.first_name || ! billing.last_name ) {
			checkoutFailure(
				ctx,
				'Please fill in the required billing fields.'
			);
			return;
		}
		const shipping = body.ship_to_different_address
			? pick( 'shipping_' )
			: { ...billing };
		const order = orderFromCart( state, session, {
			billing,
			shipping,
			paymentMethod: String( body.payment_method || '' ),
			customerNote: String( body.order_comments || '' ),
			attribution: attributionFromForm( body ),
		} );
		order.createdVia = 'checkout';
		const data = Object.fromEntries(
			Object.entries( body ).map( ( [ key, value ] ) => [
				key,
				String( value ),
			] )
		);
		const outcome = processPayment(
			state,
			session,
			order,
			data,
			ctx.origin
		);
		if ( outcome.status === 'failure' ) {
			checkoutFailure( ctx, outcome.message );
			return;
		}
		sendJson( ctx.res, 200, {
			result: 'success',
			redirect: outcome.redirect,
		} );
	},
};

export function classicNonces( ctx: Context ) {
	return {
		checkout: nonceFor( ctx.state, ctx.session, CHECKOUT_NONCE ),
		applyCoupon: nonceFor( ctx.state, ctx.session, COUPON_NONCE ),
		removeCoupon: nonceFor( ctx.state, ctx.session, REMOVE_COUPON_NONCE ),
		orderReview: nonceFor( ctx.state, ctx.session, ORDER_REVIEW_NONCE ),
	};
}
