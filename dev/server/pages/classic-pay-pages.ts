/**
 * The classic pages that pay or set up with an existing record: paying for
 * an order (`form#order_review`, WooCommerce's order-pay endpoint) and
 * changing a subscription's payment method (the same endpoint with
 * `change_payment_method`, WooCommerce Subscriptions' form). Both post
 * natively; the gateway answers with a redirect, a `#wc-stripe-confirm-…`
 * hash back to this page when the browser must finish (3D Secure), or the
 * page again with the error.
 */
import { expressArea } from './express-area';
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { currencyFor, formatMoney } from '../shop/currency';
import { nonceFor, verifyNonce } from '../shop/state';
import { orderPayPath, orderReceivedPath } from '../shop/orders';
import type { Address, Order } from '../shop/types';
import {
	processPayment,
	UPDATE_ORDER_STATUS_ACTION,
} from '../gateway/process-payment';
import { confirmHash } from '../gateway/redirects';
import { saveTokenFor } from '../gateway/complete-order';
import {
	changePaymentPath,
	changeSubscriptionMethod,
	rememberPendingChange,
	subscriptionById,
	subscriptionsOf,
	type Subscription,
} from '../gateway/subscriptions';
import { methodForGateway } from '../shop/payment-methods';
import { renderPage } from './layout';
import { expressData, payForOrderParams, stripeData } from './page-settings';
import {
	CHEQUE_GATEWAY,
	cartAmountHtml,
	classicScripts,
	devShopGlobals,
	paymentMethodsHtml,
} from './classic-payment-list';
import { CLASSIC_STYLE } from './classic-checkout-page';

const PAY_NONCE = 'woocommerce-pay';
const CHANGE_NONCE = 'wcs_change_payment_method';

/** What the gateway prints about the customer on these pages. */
export function customerBillingData( address: Address ) {
	return {
		name: `${ address.first_name } ${ address.last_name }`.trim(),
		email: address.email || '',
		phone: address.phone || '',
		address: {
			country: address.country,
			line1: address.address_1,
			line2: address.address_2,
			city: address.city,
			state: address.state,
			postal_code: address.postcode,
		},
	};
}

export function pageNotices( ctx: Context ): string {
	const list = ctx.session.notices.splice( 0 );
	return `<div class="woocommerce-notices-wrapper">${ list
		.map(
			( notice ) =>
				`<div class="woocommerce-${
					notice.type === 'error' ? 'error' : 'message'
				}" role="alert">${ escapeHtml( notice.text ) }</div>`
		)
		.join( '' ) }</div>`;
}

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

function notFound( ctx: Context ): void {
	sendHtml(
		ctx.res,
		404,
		renderPage( ctx, {
			title: 'Pay for order',
			body: '<p class="woocommerce-error">Sorry, this order is invalid and cannot be paid for.</p>',
		} )
	);
}

/** WooCommerce's pay action: the gateway's process_payment, then a redirect. */
function payOrder( ctx: Context, order: Order ): void {
	const back = orderPayPath( order );
	const fail = ( message: string ) => {
		ctx.session.notices.push( { type: 'error', text: message } );
		redirect( ctx.res, back );
	};
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			PAY_NONCE,
			ctx.body[ 'woocommerce-pay-nonce' ]
		)
	) {
		fail( 'We were unable to process your order, please try again.' );
		return;
	}
	const gateway = text( ctx.body.payment_method );
	if ( gateway === CHEQUE_GATEWAY ) {
		order.paymentMethod = gateway;
		order.status = 'on-hold';
		redirect( ctx.res, orderReceivedPath( order ) );
		return;
	}
	if ( ! methodForGateway( gateway ) ) {
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
	const outcome = processPayment(
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
	if ( ctx.url.searchParams.has( 'change_payment_method' ) ) {
		changePaymentPage( ctx, orderId );
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
	const currency = currencyFor( order.currency );
	const money = ( value: number ) =>
		escapeHtml( formatMoney( value, currency ) );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Pay for order',
			bodyClass: 'woocommerce-order-pay woocommerce-page',
			body: `${ CLASSIC_STYLE }<div class="woocommerce">${ pageNotices(
				ctx
			) }<form id="order_review" method="post" novalidate>
<table class="shop_table"><thead><tr><th class="product-name">Product</th><th class="product-quantity">Qty</th><th class="product-total">Totals</th></tr></thead><tbody>${ order.lines
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
<tfoot><tr><th scope="row" colspan="2">Total:</th><td class="product-total">${ money(
				order.totals.total
			) }</td></tr></tfoot></table>
${ expressArea( { separator: true } ) }
<div id="payment">${ cartAmountHtml(
				order.totals.total,
				currency
			) }${ paymentMethodsHtml( ctx, 'order-pay' ) }
<div class="form-row"><input type="hidden" name="woocommerce_pay" value="1"><button type="submit" class="button alt" id="place_order" value="Pay for order" data-value="Pay for order">Pay for order</button><input type="hidden" name="woocommerce-pay-nonce" value="${ nonceFor(
				ctx.state,
				ctx.session,
				PAY_NONCE
			) }"></div></div></form></div>`,
			globals: {
				wc_stripe_upe_params: {
					...stripeData( ctx, {
						isOrderPay: true,
						orderId: order.id,
						total: order.totals.total,
					} ),
					currency: order.currency,
					customerData: { billing_country: order.billing.country },
					customerBillingData: customerBillingData( order.billing ),
				},
				wc_stripe_express_checkout_params: expressData( ctx, {
					isPayForOrder: true,
				} ),
				wcStripeExpressCheckoutPayForOrderParams:
					payForOrderParams( order ),
				__devShop: devShopGlobals( ctx ),
			},
			storefront: 'wc-stripe-storefront-order-pay',
			scripts: classicScripts( ctx ),
		} )
	);
}

/** WooCommerce Subscriptions' change: a saved method, or a new one set up. */
function changeMethod( ctx: Context, subscription: Subscription ): void {
	const back = changePaymentPath( subscription );
	const fail = ( message: string ) => {
		ctx.session.notices.push( { type: 'error', text: message } );
		redirect( ctx.res, back );
	};
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			CHANGE_NONCE,
			ctx.body._wcsnonce
		)
	) {
		fail( 'There was an error with your request. Please try again.' );
		return;
	}
	const updateAll = !! ctx.body.update_all_subscriptions_payment_method;
	const done = ( paymentMethodId: string ) => {
		changeSubscriptionMethod(
			ctx.state,
			subscription,
			paymentMethodId,
			updateAll
		);
		ctx.session.notices.push( {
			type: 'success',
			text: 'Payment method updated.',
		} );
		redirect( ctx.res, '/my-account/' );
	};
	const tokenId = text( ctx.body[ 'wc-stripe-payment-token' ] );
	if ( tokenId && tokenId !== 'new' ) {
		const token = ctx.state.tokens.find(
			( entry ) =>
				String( entry.id ) === tokenId &&
				entry.customerId === subscription.customerId
		);
		if ( ! token ) {
			fail( 'Invalid payment method. Please input a new card number.' );
			return;
		}
		done( token.paymentMethodId );
		return;
	}
	const paymentMethod = text( ctx.body[ 'wc-stripe-payment-method' ] );
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === subscription.customerId
	);
	if ( ! paymentMethod || ! customer ) {
		fail(
			'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
		);
		return;
	}
	const type = methodForGateway( text( ctx.body.payment_method ) ) || 'card';
	const intent = ctx.state.account.createSetupIntent( {
		payment_method_types: [ type ],
		customer: customer.stripeCustomer,
		metadata: { subscription_id: String( subscription.id ) },
	} );
	const confirmed = ctx.state.account.confirmSetupIntent( intent.id, {
		payment_method: paymentMethod,
		return_url: ctx.origin + back,
		origin: ctx.origin,
	} );
	if ( ! confirmed.ok ) {
		fail( confirmed.error.message );
		return;
	}
	if ( confirmed.value.status === 'succeeded' ) {
		saveTokenFor( ctx.state, customer.id, paymentMethod );
		done( paymentMethod );
		return;
	}
	// 3D Secure: the browser confirms, then confirm_change_payment finishes.
	rememberPendingChange( ctx.state, intent.id, {
		subscriptionId: subscription.id,
		updateAll,
	} );
	redirect(
		ctx.res,
		back +
			confirmHash(
				subscription.id,
				confirmed.value,
				nonceFor( ctx.state, ctx.session, UPDATE_ORDER_STATUS_ACTION )
			)
	);
}

function changePaymentPage( ctx: Context, subscriptionId: number ): void {
	const subscription = subscriptionById( ctx.state, subscriptionId );
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === ctx.session.customerId
	);
	if (
		! subscription ||
		! customer ||
		subscription.customerId !== customer.id ||
		subscription.key !== ctx.url.searchParams.get( 'key' )
	) {
		notFound( ctx );
		return;
	}
	if ( ctx.req.method === 'POST' && ctx.body.woocommerce_change_payment ) {
		changeMethod( ctx, subscription );
		return;
	}
	const currency = currencyFor( ctx.state.settings.currency );
	const several = subscriptionsOf( ctx.state, customer.id ).length > 1;
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Change payment method',
			bodyClass: 'woocommerce-order-pay woocommerce-page',
			body: `${ CLASSIC_STYLE }<div class="woocommerce">${ pageNotices(
				ctx
			) }<form id="order_review" method="post" novalidate>
<table class="shop_table"><thead><tr><th class="product-name">Product</th><th class="product-total">Totals</th></tr></thead><tbody><tr class="order_item"><td class="product-name">${ escapeHtml(
				subscription.name
			) } &times;&nbsp;1</td><td class="product-subtotal">${ escapeHtml(
				formatMoney( subscription.amount, currency )
			) } / month</td></tr></tbody></table>
<div id="payment">${ cartAmountHtml( 0, currency ) }${ paymentMethodsHtml(
				ctx,
				'change-payment'
			) }${
				several
					? '<span class="update-all-subscriptions-payment-method-wrap"><input type="checkbox" id="update_all_subscriptions_payment_method" name="update_all_subscriptions_payment_method" value="1"> <label for="update_all_subscriptions_payment_method">Update the payment method used for all of my current subscriptions</label></span>'
					: ''
			}
<div class="form-row"><input type="hidden" name="_wcsnonce" value="${ nonceFor(
				ctx.state,
				ctx.session,
				CHANGE_NONCE
			) }"><button type="submit" class="button alt" id="place_order" value="Change payment method" data-value="Change payment method">Change payment method</button><input type="hidden" name="woocommerce_change_payment" value="${
				subscription.id
			}"></div></div></form></div>`,
			globals: {
				wc_stripe_upe_params: {
					...stripeData( ctx, {
						isChangingPayment: true,
						orderId: subscription.id,
						total: 0,
					} ),
					customerData: { billing_country: customer.billing.country },
					customerBillingData: customerBillingData(
						customer.billing
					),
					addPaymentReturnURL:
						ctx.origin + changePaymentPath( subscription ),
				},
				__devShop: devShopGlobals( ctx ),
			},
			storefront: 'wc-stripe-storefront-order-pay',
			scripts: classicScripts( ctx, { express: false } ),
		} )
	);
}
