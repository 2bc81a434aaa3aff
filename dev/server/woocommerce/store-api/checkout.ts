/**
 * POST /checkout and /checkout/{id}: validate, create or reuse
 * the order, run the gateway, answer with payment_result (also on failure,
 * with HTTP 400 and no top-level error code, as WooCommerce does).
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/Checkout.php and
 * CheckoutOrder.php.
 */
import { attributionFromExtensions } from '../includes/attribution';
import { sendJson } from '../../http/respond';
import { mergeAddress } from '../includes/cart-ops';
import { COUNTRIES } from '../includes/countries';
import { orderFromCart, orderReceivedPath } from '../includes/orders';
import { cartPaymentMethods } from '../../stripe-gateway/methods/payment-methods';
import { cartTotals } from '../includes/totals';
import { EMPTY_ADDRESS } from '../includes/types';
import type { Address, Order } from '../includes/types';
import { processPayment } from '../../stripe-gateway/payments/process-payment';
import type { PaymentOutcome } from '../../stripe-gateway/payments/process-payment';
import { storeError, storeHeaders } from './answers';
import { orderResponse, paymentDataMap } from './order-answer';
import type { StoreContext } from './request';

/**
 * The gateway's mark on "buy now" Store API calls: the order is made from a
 * cart of its own (a cart token's session), not from the shopper's cart.
 */
export const BUY_NOW_HEADER = 'x-wcstripe-buy-now';

const REQUIRED = [
	'first_name',
	'last_name',
	'address_1',
	'city',
	'postcode',
	'country',
] as const;

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

function answerPayment(
	ctx: StoreContext,
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

export async function checkoutRoute( ctx: StoreContext ): Promise< void > {
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
	const { settings } = state;
	const { currency, storeCountry } = settings;
	const totals = cartTotals( session.cart, currency, storeCountry );
	const available = cartPaymentMethods( settings, billing.country, totals );
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
	// The gateway's order meta for "buy now": the order-received page then
	// leaves the shopper's own cart alone (clear-cart-after-payment.ts).
	order.separateCart =
		ctx.tokenCart && ctx.req.headers[ BUY_NOW_HEADER ] === 'true';
	answerPayment(
		ctx,
		order,
		paymentDataMap( body.payment_data ),
		needsPayment
	);
}

export async function payForOrderRoute(
	ctx: StoreContext,
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
