/**
 * The block checkout page (the host renders it from our registered methods),
 * the order-received page (which also finishes redirect returns) and the
 * pay-for-order page.
 */
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { formatMoney, currencyFor } from '../shop/currency';
import { completeOrder, failOrder, isPaid } from '../gateway/complete-order';
import { renderPage } from './layout';
import {
	storeApiNonce,
	wcSettings,
	stripeData,
	expressData,
	payForOrderParams,
} from './page-settings';

function notices( ctx: Context ): string {
	const list = ctx.session.notices.splice( 0 );
	return list.length
		? `<div class="woocommerce-notices-wrapper">${ list.map( ( notice ) => `<div class="wc-block-components-notice-banner is-${ notice.type }" role="alert">${ escapeHtml( notice.text ) }</div>` ).join( '' ) }</div>`
		: '';
}

export function blockCheckoutPage( ctx: Context ): void {
	if ( ! ctx.session.cart.lines.length ) {
		sendHtml(
			ctx.res,
			200,
			renderPage( ctx, {
				title: 'Checkout',
				body: `${ notices( ctx ) }<p class="wc-block-checkout-empty">Your cart is currently empty!</p><p><a href="/shop/">Browse store</a></p>`,
			} )
		);
		return;
	}
	const { settings } = ctx.state;
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Checkout',
			bodyClass: 'woocommerce-checkout',
			body: `${ notices( ctx ) }<div id="wc-block-checkout" class="wp-block-woocommerce-checkout"></div>`,
			globals: {
				wcSettings: wcSettings( ctx, { isCheckout: true } ),
				wcBlocksMiddlewareConfig: {
					storeApiNonce: storeApiNonce( ctx ),
					wcStoreApiNonceTimestamp: Math.floor( Date.now() / 1000 ),
				},
				__devShop: {
					availableWallets: settings.availableWallets,
					stripeFails: settings.stripeFails,
					elementLoadFailures: settings.elementLoadFailures,
					origin: ctx.origin,
				},
			},
			scripts: [
				...( settings.stripeFails ? [] : [ 'stripe' ] ),
				'wc-stripe-blocks-checkout',
				'wc-blocks-checkout',
			],
			scriptDeps: {
				'wc-blocks-checkout': [ 'wc-stripe-blocks-checkout' ],
			},
		} )
	);
}

/** A shopper back from a bank page: settle or fail the order first. */
function settleReturn( ctx: Context, orderId: number ): boolean {
	const intentId =
		ctx.url.searchParams.get( 'payment_intent' ) ||
		ctx.url.searchParams.get( 'setup_intent' );
	const order = ctx.state.orders.get( orderId );
	if ( ! order ) {
		return false;
	}
	if ( ! intentId ) {
		// Paid in the browser (a wallet's QR code): the gateway checks the
		// order's intent itself, as its webhook would.
		const latest = ctx.state.account.getIntent(
			order.intentIds[ order.intentIds.length - 1 ] || ''
		);
		if ( order.status === 'pending' && latest && isPaid( latest ) ) {
			completeOrder( ctx.state, order, latest );
		}
		return false;
	}
	const intent = ctx.state.account.getIntent( intentId );
	if ( intent && order.intentIds.includes( intent.id ) && isPaid( intent ) ) {
		completeOrder( ctx.state, order, intent );
		return false;
	}
	failOrder( order );
	ctx.session.notices.push( {
		type: 'error',
		text: 'We were unable to process your order, please try again.',
	} );
	redirect( ctx.res, '/checkout/' );
	return true;
}

export function orderReceivedPage( ctx: Context, orderId: number ): void {
	const order = ctx.state.orders.get( orderId );
	if ( ! order || order.key !== ctx.url.searchParams.get( 'key' ) ) {
		sendHtml(
			ctx.res,
			404,
			renderPage( ctx, {
				title: 'Order not found',
				body: '<p class="woocommerce-error">Sorry, this order is invalid and cannot be paid for.</p>',
			} )
		);
		return;
	}
	if ( settleReturn( ctx, orderId ) ) {
		return;
	}
	const currency = currencyFor( order.currency );
	const failed = order.status === 'failed';
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Order received',
			bodyClass: 'woocommerce-order-received',
			body: `<div class="woocommerce-order">
${ failed ? '<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.</p>' : '<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>' }
<ul class="woocommerce-order-overview order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${ order.id }</strong></li>
<li class="woocommerce-order-overview__status">Status: <strong class="order-status">${ escapeHtml( order.status ) }</strong></li>
<li class="woocommerce-order-overview__total total">Total: <strong>${ escapeHtml( formatMoney( order.totals.total, currency ) ) }</strong></li>
<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${ escapeHtml( order.paymentMethod ) }</strong></li>
</ul></div>`,
		} )
	);
}

export function orderPayPage( ctx: Context, orderId: number ): void {
	const order = ctx.state.orders.get( orderId );
	if ( ! order || order.key !== ctx.url.searchParams.get( 'key' ) ) {
		sendHtml(
			ctx.res,
			404,
			renderPage( ctx, {
				title: 'Pay for order',
				body: '<p class="woocommerce-error">Sorry, this order is invalid and cannot be paid for.</p>',
			} )
		);
		return;
	}
	const currency = currencyFor( order.currency );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Pay for order',
			bodyClass: 'woocommerce-order-pay',
			body: `<form id="order_review" method="post">
<table class="shop_table"><tbody>${ order.lines.map( ( line ) => `<tr><td>${ escapeHtml( line.name ) } × ${ line.quantity }</td><td>${ escapeHtml( formatMoney( line.total, currency ) ) }</td></tr>` ).join( '' ) }</tbody>
<tfoot><tr><th>Total</th><td>${ escapeHtml( formatMoney( order.totals.total, currency ) ) }</td></tr></tfoot></table>
<div id="wc-stripe-express-checkout-element" style="margin-top:1em;clear:both;display:none"></div><p id="wc-stripe-express-checkout-button-separator" style="margin-top:1.5em;text-align:center;display:none">— OR —</p>
<div id="payment"><ul class="wc_payment_methods payment_methods methods"><li class="wc_payment_method payment_method_stripe"><input id="payment_method_stripe" type="radio" name="payment_method" value="stripe" checked><label for="payment_method_stripe">Card</label><div class="payment_box payment_method_stripe"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div></div></li></ul>
<button type="submit" class="button alt" id="place_order">Pay for order</button></div>
<input type="hidden" name="woocommerce_pay" value="1"></form>`,
			globals: {
				wc_stripe_upe_params: stripeData( ctx, {
					isOrderPay: true,
					orderId: order.id,
					total: order.totals.total,
				} ),
				wc_stripe_express_checkout_params: expressData( ctx, {
					isPayForOrder: true,
				} ),
				wcStripeExpressCheckoutPayForOrderParams:
					payForOrderParams( order ),
			},
			scripts: [
				'stripe',
				'wc-stripe-classic-checkout',
				'wc-stripe-express-checkout',
			],
		} )
	);
}
