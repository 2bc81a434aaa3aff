/**
 * POST /checkout and /checkout/{id}: validate, create or reuse
 * the order, run the gateway, answer with payment_result (also on failure,
 * with HTTP 400 and no top-level error code, as WooCommerce does).
 */
import { attributionFromExtensions } from '../shop/attribution';
import type { Context } from '../context';
import { sendJson } from '../http/respond';
import { mergeAddress } from '../shop/cart-ops';
import { COUNTRIES } from '../shop/countries';
import { orderFromCart, orderReceivedPath } from '../shop/orders';
import { cartPaymentMethods } from '../shop/payment-methods';
import { cartTotals } from '../shop/totals';
import { EMPTY_ADDRESS } from '../shop/types';
import type { Address, Order } from '../shop/types';
import { processPayment } from '../gateway/process-payment';
import type { PaymentOutcome } from '../gateway/process-payment';
import { storeError, storeHeaders } from './store-api';

const REQUIRED = [
	'first_name',
	'last_name',
	'address_1',
	'city',
	'postcode',
	'country',
] as const;

/** sanitize_key: lower-case, only a-z 0-9 _ -. */
export function paymentDataMap( raw: unknown ): Record< string, string > {
	const data: Record< string, string > = {};
	if ( Array.isArray( raw ) ) {
		for ( const entry of raw ) {
			if (
				entry &&
				typeof entry === 'object' &&
				typeof entry.key === 'string'
			) {
				const key = entry.key
					.toLowerCase()
					.replace( /[^a-z0-9_-]/g, '' );
				const value = entry.value;
				data[ key ] =
					typeof value === 'boolean'
						? value
							? 'true'
							: 'false'
						: String( value ?? '' ).trim();
			}
		}
	}
	return data;
}

function addressProblems( address: Address ): Record< string, string > {
	const problems: Record< string, string > = {};
	for ( const field of REQUIRED ) {
		if ( ! address[ field ] ) {
			problems[ field ] = `${ field.replace( '_', ' ' ) } is required`;
		}
	}
	if ( address.country && ! COUNTRIES[ address.country ] ) {
		problems.country = 'Invalid country code provided.';
	}
	if (
		! address.email ||
		! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( address.email )
	) {
		problems.email = 'The provided email address is not valid';
	}
	return problems;
}

function orderResponse( order: Order, outcome: PaymentOutcome ) {
	const success = outcome.status === 'success';
	const details = success
		? [
				{ key: 'result', value: 'success' },
				{ key: 'redirect', value: outcome.redirect },
			]
		: [
				{ key: 'result', value: 'failure' },
				{ key: 'errorMessage', value: outcome.message },
			];
	return {
		order_id: order.id,
		status: order.status,
		order_key: order.key,
		customer_note: order.customerNote,
		customer_id: order.customerId,
		billing_address: order.billing,
		shipping_address: order.shipping,
		payment_method: order.paymentMethod,
		// A declined payment is still an order answer: the payment result
		// carries the failure (HTTP 400) and there is no top-level
		// code/message, which would add a second notice in the cart area.
		payment_result: {
			payment_status: success ? 'success' : 'failure',
			payment_details: details,
			redirect_url: success ? outcome.redirect : '',
		},
	};
}

function answerPayment(
	ctx: Context,
	order: Order,
	data: Record< string, string >,
	needsPayment: boolean
) {
	const outcome: PaymentOutcome = needsPayment
		? processPayment( ctx.state, ctx.session, order, data, ctx.origin )
		: {
				status: 'success',
				redirect: ctx.origin + orderReceivedPath( order ),
			};
	if ( ! needsPayment ) {
		order.status = 'processing';
		ctx.session.cart.lines = [];
		ctx.session.awaitingOrderId = null;
	}
	sendJson(
		ctx.res,
		outcome.status === 'success' ? 200 : 400,
		orderResponse( order, outcome ),
		storeHeaders( ctx )
	);
}

export async function checkoutRoute( ctx: Context ): Promise< void > {
	const { state, session, body } = ctx;
	if ( ctx.req.method === 'GET' ) {
		sendJson(
			ctx.res,
			200,
			{
				order_id: session.awaitingOrderId || 0,
				status: 'checkout-draft',
				payment_result: null,
			},
			storeHeaders( ctx )
		);
		return;
	}
	if ( ! session.cart.lines.length ) {
		storeError(
			ctx,
			400,
			'woocommerce_rest_cart_empty',
			'Cannot create order from empty cart.'
		);
		return;
	}
	if (
		! state.settings.guestCheckout &&
		! session.customerId &&
		! body.create_account
	) {
		storeError(
			ctx,
			403,
			'woocommerce_rest_checkout_guest_checkout_disabled',
			'You must be logged in to checkout.'
		);
		return;
	}
	const billing = mergeAddress(
		{ ...EMPTY_ADDRESS, email: '' },
		body.billing_address
	);
	const problems = addressProblems( billing );
	if ( Object.keys( problems ).length ) {
		storeError(
			ctx,
			400,
			'rest_invalid_param',
			'Invalid parameter(s): billing_address',
			{
				params: {
					billing_address: Object.values( problems ).join( ', ' ),
				},
				details: {
					billing_address: {
						code: problems.email
							? 'invalid_email'
							: 'invalid_country',
						message: Object.values( problems )[ 0 ],
					},
				},
			}
		);
		return;
	}
	const shipping = body.shipping_address
		? mergeAddress( { ...EMPTY_ADDRESS }, body.shipping_address )
		: { ...billing };
	session.cart.billing = billing;
	session.cart.shipping = shipping;
	const paymentMethod = String( body.payment_method || '' );
	const available = cartPaymentMethods( state.settings, billing.country );
	const totals = cartTotals(
		session.cart,
		state.settings.currency,
		state.settings.storeCountry
	);
	const needsPayment = totals.total > 0 || totals.containsSubscription;
	if ( needsPayment && ! paymentMethod ) {
		storeError(
			ctx,
			400,
			'woocommerce_rest_checkout_missing_payment_method',
			'Please select a payment method'
		);
		return;
	}
	if ( needsPayment && ! available.includes( paymentMethod ) ) {
		storeError(
			ctx,
			400,
			'woocommerce_rest_checkout_payment_method_disabled',
			'This payment gateway is not available.'
		);
		return;
	}
	const order = orderFromCart( state, session, {
		billing,
		shipping,
		paymentMethod,
		paymentData: body.payment_data,
		customerNote: String( body.customer_note || '' ),
		attribution: attributionFromExtensions( body.extensions ),
		extensions:
			body.extensions && typeof body.extensions === 'object'
				? ( body.extensions as Record< string, unknown > )
				: {},
	} );
	answerPayment(
		ctx,
		order,
		paymentDataMap( body.payment_data ),
		needsPayment
	);
}

export async function payForOrderRoute(
	ctx: Context,
	orderId: number
): Promise< void > {
	const order = ctx.state.orders.get( orderId );
	const key =
		ctx.url.searchParams.get( 'key' ) || String( ctx.body.key || '' );
	if ( ! order || order.key !== key ) {
		storeError(
			ctx,
			401,
			'woocommerce_rest_invalid_order',
			'Invalid order ID or key provided.'
		);
		return;
	}
	if ( order.customerId && order.customerId !== ctx.session.customerId ) {
		storeError(
			ctx,
			403,
			'woocommerce_rest_invalid_user',
			'This order belongs to a different customer.'
		);
		return;
	}
	const email =
		ctx.url.searchParams.get( 'billing_email' ) ||
		String( ctx.body.billing_email || '' );
	if (
		! order.customerId &&
		email.toLowerCase() !==
			String( order.billing.email || '' ).toLowerCase()
	) {
		storeError(
			ctx,
			401,
			'woocommerce_rest_invalid_billing_email',
			'Invalid billing email provided.'
		);
		return;
	}
	if ( ! [ 'pending', 'failed' ].includes( order.status ) ) {
		storeError(
			ctx,
			409,
			'woocommerce_rest_order_not_payable',
			'This order cannot be paid for.'
		);
		return;
	}
	order.paymentMethod = String(
		ctx.body.payment_method || order.paymentMethod
	);
	order.createdVia = 'pay-for-order';
	answerPayment( ctx, order, paymentDataMap( ctx.body.payment_data ), true );
}
