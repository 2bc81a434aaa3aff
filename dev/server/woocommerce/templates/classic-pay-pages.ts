/**
 * Paying for an order (`form#order_review`, WooCommerce's order-pay
 * endpoint; with `change_payment_method` the same endpoint changes a
 * subscription's method: change-payment-page.ts). The form posts
 * natively; the gateway answers with a redirect, a `#wc-stripe-confirm-…`
 * hash back to this page when the browser must finish (3D Secure), or the
 * page again with the error.
 *
 * Follows: woocommerce templates/checkout/form-pay.php.
 */
import { doAction } from '../../wordpress/hooks';
import { enqueuedScripts } from '../includes/page-hooks';
import { tokenizationFormParams } from '../includes/tokenization-form';
import type { Context } from '../../context';
import { escapeHtml, redirect, sendHtml } from '../../http/respond';
import { currencyFor, priceHtml } from '../includes/currency';
import { nonceFor } from '../../wordpress/nonces';
import {
	orderItemTotals,
	orderPayPath,
	orderReceivedPath,
} from '../includes/orders';
import type { Order } from '../includes/types';
import {
	paymentGateway,
	processOrderPayment,
} from '../includes/payment-gateways';
import { renderPage } from './layout';
import { CHEQUE_GATEWAY, CHEQUE_TITLE } from './classic-payment-list';
import { notFound, orderReviewForm, text, checkedPost } from './pay-page-parts';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

/** WooCommerce's pay action: the gateway's process_payment, then a redirect. */
function payOrder( ctx: Context, order: Order ): void {
	const back = orderPayPath( order );
	const fail = checkedPost( ctx, back, {
		action: WOOCOMMERCE_NONCES.pay,
		field: 'woocommerce-pay-nonce',
		refusal: 'We were unable to process your order, please try again.',
	} );
	if ( ! fail ) {
		return;
	}
	const gateway = text( ctx.body.payment_method );
	if ( gateway === CHEQUE_GATEWAY ) {
		order.paymentMethod = gateway;
		order.paymentMethodTitle = CHEQUE_TITLE;
		order.status = 'on-hold';
		redirect( ctx.res, orderReceivedPath( order ) );
		return;
	}
	if ( ! paymentGateway( gateway ) ) {
		fail( 'Invalid payment method.' );
		return;
	}
	order.paymentMethod = gateway;
	order.createdVia = 'pay-for-order';
	const data = Object.fromEntries(
		Object.entries( ctx.body ).map( ( [ key, value ] ) => [
			key,
			String( value ),
		] )
	);
	const outcome = processOrderPayment(
		ctx.state,
		ctx.session,
		order,
		data,
		ctx.origin
	);
	if ( outcome.status === 'failure' ) {
		fail( outcome.message );
		return;
	}
	// A confirmation the browser must finish comes back to this page.
	redirect(
		ctx.res,
		outcome.redirect.startsWith( '#' )
			? back + outcome.redirect
			: outcome.redirect
	);
}

export function orderPayPage( ctx: Context, orderId: number ): void {
	// A plugin may take the page over (WooCommerce Subscriptions' change of
	// payment method), answering it itself.
	doAction( 'before_woocommerce_pay', ctx, orderId );
	if ( ctx.res.headersSent ) {
		return;
	}
	const order = ctx.state.orders.get( orderId );
	if (
		! order ||
		order.key !== ctx.url.searchParams.get( 'key' ) ||
		! [ 'pending', 'failed' ].includes( order.status )
	) {
		notFound( ctx );
		return;
	}
	if ( ctx.req.method === 'POST' && ctx.body.woocommerce_pay ) {
		payOrder( ctx, order );
		return;
	}
	const currency = currencyFor( order.currency, order.minorUnit );
	const enqueued = enqueuedScripts( ctx, { kind: 'order-pay', order } );
	const money = ( value: number ) => priceHtml( value, currency );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Pay for order',
			bodyClass: 'woocommerce-order-pay woocommerce-page',
			body: orderReviewForm( ctx, {
				table: `<table class="shop_table"><thead><tr><th class="product-name">Product</th><th class="product-quantity">Qty</th><th class="product-total">Totals</th></tr></thead><tbody>${ order.lines
					.map(
						( line ) =>
							`<tr class="order_item"><td class="product-name">${ escapeHtml(
								line.name
							) }</td><td class="product-quantity">&times;&nbsp;${
								line.quantity
							}</td><td class="product-subtotal">${ money(
								line.total
							) }</td></tr>`
					)
					.join( '' ) }</tbody>
<tfoot>${ orderItemTotals( order )
					.map(
						( [ label, amount ] ) =>
							`<tr><th scope="row" colspan="2">${ label }:</th><td class="product-total">${ money(
								amount
							) }</td></tr>`
					)
					.join( '' ) }</tfoot></table>`,
				beforePayment: doAction(
					'woocommerce_pay_order_before_payment',
					ctx,
					order
				),
				total: order.totals.total,
				currency,
				kind: 'order-pay',
				// Methods are offered for this order's amount and contents.
				order: {
					total: order.totals.total,
					containsSubscription: order.containsSubscription,
				},
				submitRow: `<input type="hidden" name="woocommerce_pay" value="1"><button type="submit" class="button alt" id="place_order" value="Pay for order" data-value="Pay for order">Pay for order</button><input type="hidden" name="woocommerce-pay-nonce" value="${ nonceFor(
					ctx.state,
					ctx.session,
					WOOCOMMERCE_NONCES.pay
				) }">`,
			} ),
			globals: {
				...tokenizationFormParams( ctx ),
				...enqueued.globals,
			},
			page: 'pay for order',
			scripts: enqueued.scripts,
		} )
	);
}
