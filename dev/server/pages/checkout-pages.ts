/**
 * The block checkout page (the host renders it from our registered methods),
 * the order-received page (which also finishes redirect returns) and the
 * pay-for-order page.
 */
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { priceHtml, currencyFor } from '../shop/currency';
import { completeOrder, failOrder, isPaid } from '../gateway/complete-order';
import { renderPage } from './layout';
import { orderPayPath } from '../shop/orders';
import { storeApiNonce, wcSettings } from './page-settings';
import type { Order } from '../shop/types';

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
			storefront: 'wc-stripe-block-checkout',
			scripts: [
				...( settings.stripeFails ? [] : [ 'stripe' ] ),
				'wc-blocks-checkout',
			],
			scriptDeps: {
				'wc-blocks-checkout': [ 'wc-stripe-block-checkout' ],
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
	// Back to where the order was placed.
	const back: Record< string, string > = {
		checkout: '/classic-checkout/',
		'pay-for-order': orderPayPath( order ),
	};
	redirect( ctx.res, back[ order.createdVia ] || '/checkout/' );
	return true;
}

/** The thanks and the order's overview, for any order that did not fail. */
function receivedOrderNotice( order: Order ): string {
	const currency = currencyFor( order.currency );
	return `<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${ order.id }</strong></li>
<li class="woocommerce-order-overview__status">Status: <strong class="order-status">${ escapeHtml( order.status ) }</strong></li>
<li class="woocommerce-order-overview__total total">Total: <strong>${ priceHtml( order.totals.total, currency ) }</strong></li>
<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${ escapeHtml( order.paymentMethod ) }</strong></li>
</ul>`;
}

/**
 * WooCommerce's thank-you page for a failed order: no thanks and no
 * overview, but the way to pay it again (and, for a customer, to the
 * account, where the order waits under Orders).
 */
function failedOrderNotice( ctx: Context, order: Order ): string {
	const account = ctx.session.customerId
		? ' <a href="/my-account/" class="button pay">My account</a>'
		: '';
	return `<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.</p>
<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed-actions"><a href="${ escapeHtml(
		orderPayPath( order )
	) }" class="button pay">Pay</a>${ account }</p>`;
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
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Order received',
			bodyClass: 'woocommerce-order-received',
			body: `<div class="woocommerce-order">
${
	order.status === 'failed'
		? failedOrderNotice( ctx, order )
		: receivedOrderNotice( order )
}</div>`,
		} )
	);
}

export { orderPayPage } from './classic-pay-pages';
