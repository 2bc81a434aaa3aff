/**
 * /checkout and /checkout/{id}, as WooCommerce's Store API answers them:
 *
 * - GET makes or updates the session's draft order (draft-order.ts), with
 *   an empty payment result; an empty cart is 400 `woocommerce_rest_cart_empty`.
 * - POST validates the request's addresses as the route's schema does
 *   (`rest_invalid_param`), writes them to the customer, takes the draft
 *   order (the same one GET made), records the payment method and note
 *   (`woocommerce_rest_checkout_missing_payment_method`,
 *   `…_payment_method_disabled`), makes the guest an account when the
 *   store requires one or the shopper asked, checks the order before
 *   payment (email, shipping, required address fields) and runs the
 *   gateway: 200 on success, 400 with the failed payment result otherwise,
 *   with no top-level error code, as WooCommerce does.
 * - POST /checkout/{id} pays an order awaiting payment (CheckoutOrder.php).
 * Follows: woocommerce src/StoreApi/Routes/V1/Checkout.php, CheckoutOrder.php,
 * Utilities/CheckoutTrait.php and Utilities/OrderController.php
 * validate_order_before_payment() (WooCommerce Blocks 11.8).
 */
import { randomBytes } from 'node:crypto';
import { attributionFromExtensions } from '../includes/attribution';
import { CartError, mergeAddress } from '../includes/cart-ops';
import { applyOrderDetails, orderReceivedPath } from '../includes/orders';
import {
	availableGatewayIds,
	processOrderPayment,
} from '../includes/payment-gateways';
import { cartTotals } from '../includes/totals';
import { EMPTY_ADDRESS } from '../includes/types';
import type { Address, Order } from '../includes/types';
import { createCustomer } from '../includes/customers';
import type { PaymentResult } from '../includes/payment-gateways';
import { restError, storeAnswer, storeError } from './answers';
import type { StoreAnswer } from './answers';
import { createOrUpdateDraftOrder } from './draft-order';
import {
	EMAIL,
	invalidAddressParams,
	orderProblem,
	paymentMethodProblem,
} from './checkout-validation';
import { checkoutStatus, orderResponse, paymentDataMap } from './order-answer';
import type { StoreContext } from './request';

/**
 * The gateway's mark on "buy now" Store API calls: the order is made from a
 * cart of its own (a cart token's session), not from the shopper's cart.
 */
export const BUY_NOW_HEADER = 'x-wcstripe-buy-now';

/**
 * `process_customer()`: a guest gets an account when the store requires one
 * (guest checkout off) or asked for one (`create_account`), and is logged
 * in; the order is theirs.
 */
function processCustomer(
	ctx: StoreContext,
	order: Order,
	billing: Address
): StoreAnswer | null {
	const { state, session, body } = ctx;
	const wanted =
		! session.customerId &&
		( ! state.settings.guestCheckout || body.create_account === true );
	if ( ! wanted ) {
		return null;
	}
	const email = String( billing.email || '' );
	if ( ! EMAIL.test( email ) ) {
		return storeError(
			ctx,
			400,
			'registration-error-invalid-email',
			'Please provide a valid email address.'
		);
	}
	if (
		state.customers.some(
			( customer ) => customer.email.toLowerCase() === email.toLowerCase()
		)
	) {
		return storeError(
			ctx,
			400,
			'registration-error-email-exists',
			'An account is already registered with your email address. Please log in before proceeding.'
		);
	}
	const customer = createCustomer( state, {
		email,
		// `wp_generate_password()`: the customer sets their own later.
		password: randomBytes( 12 ).toString( 'base64url' ),
		billing,
		names: { first: billing.first_name, last: billing.last_name },
	} );
	session.customerId = customer.id;
	order.customerId = customer.id;
	return null;
}

function paymentAnswer(
	ctx: StoreContext,
	order: Order,
	data: Record< string, string >,
	needsPayment: boolean
): StoreAnswer {
	let outcome: PaymentResult;
	if ( needsPayment ) {
		order.status = 'pending';
		outcome = processOrderPayment(
			ctx.state,
			ctx.session,
			order,
			data,
			ctx.origin
		);
	} else {
		// `process_without_payment()`: pending, then paid.
		order.status = 'processing';
		ctx.session.cart.lines = [];
		outcome = {
			status: 'success',
			redirect: ctx.origin + orderReceivedPath( order ),
		};
	}
	return storeAnswer(
		ctx,
		checkoutStatus( outcome ),
		orderResponse( order, outcome )
	);
}

/** GET /checkout: the draft order, made or brought up to date. */
function draftAnswer( ctx: StoreContext ): StoreAnswer {
	try {
		const order = createOrUpdateDraftOrder( ctx.state, ctx.session );
		return storeAnswer( ctx, 200, orderResponse( order, null ) );
	} catch ( error ) {
		if ( error instanceof CartError ) {
			return storeError( ctx, error.status, error.code, error.message );
		}
		throw error;
	}
}

export function checkoutRoute( ctx: StoreContext ): StoreAnswer {
	const { state, session, body } = ctx;
	if ( ctx.req.method === 'GET' ) {
		return draftAnswer( ctx );
	}
	if ( ! body.billing_address || typeof body.billing_address !== 'object' ) {
		return restError(
			400,
			'rest_missing_callback_param',
			'Missing parameter(s): billing_address',
			{ params: [ 'billing_address' ] }
		);
	}
	// The schema's sanitizer: every address field, '' where not given.
	const billing = mergeAddress(
		{ ...EMPTY_ADDRESS, email: '' },
		body.billing_address
	);
	const shippingGiven =
		!! body.shipping_address && typeof body.shipping_address === 'object';
	const shipping = shippingGiven
		? mergeAddress( { ...EMPTY_ADDRESS }, body.shipping_address )
		: { ...billing, email: undefined };
	const invalid = invalidAddressParams(
		billing,
		shippingGiven ? shipping : null
	);
	if ( invalid ) {
		return invalid;
	}
	// Placing an order checks the cart before any draft order is touched
	// (CartController::validate_cart_not_empty(), 10.0.2), in its own
	// words; "Cannot create order from empty cart." is the draft order's
	// (GET, draft-order.ts). Seen on the real store (issue 47).
	if ( ! session.cart.lines.length ) {
		return storeError(
			ctx,
			400,
			'woocommerce_rest_cart_empty',
			'Cannot place an order, your cart is empty.'
		);
	}
	// `update_customer_from_request()`, then the draft order follows.
	session.cart.billing = billing;
	session.cart.shipping = shipping;
	const order = createOrUpdateDraftOrder( state, session );
	const totals = cartTotals( session.cart, state.settings );
	const needsPayment = totals.total > 0 || totals.containsSubscription;
	const paymentMethod = String( body.payment_method || '' );
	const methodProblem = paymentMethodProblem(
		ctx,
		paymentMethod,
		availableGatewayIds( state.settings, {
			country: billing.country,
			total: totals.total,
			containsSubscription: totals.containsSubscription,
		} ),
		needsPayment
	);
	if ( methodProblem ) {
		return methodProblem;
	}
	applyOrderDetails( order, {
		billing,
		shipping,
		paymentMethod,
		customerNote: String( body.customer_note || '' ),
		attribution: attributionFromExtensions( body.extensions ),
		extensions:
			body.extensions && typeof body.extensions === 'object'
				? ( body.extensions as Record< string, unknown > )
				: {},
	} );
	const account = processCustomer( ctx, order, billing );
	if ( account ) {
		return account;
	}
	const problem = orderProblem(
		ctx,
		order,
		totals.needsShipping,
		totals.rates.length > 0
	);
	if ( problem ) {
		return problem;
	}
	// The gateway's order meta for "buy now": the order-received page then
	// leaves the shopper's own cart alone (clear-cart-after-payment.ts).
	order.separateCart =
		ctx.tokenCart && ctx.req.headers[ BUY_NOW_HEADER ] === 'true';
	return paymentAnswer(
		ctx,
		order,
		paymentDataMap( body.payment_data ),
		needsPayment
	);
}

export function payForOrderRoute(
	ctx: StoreContext,
	orderId: number
): StoreAnswer {
	const order = ctx.state.orders.get( orderId );
	const key =
		ctx.url.searchParams.get( 'key' ) || String( ctx.body.key || '' );
	if ( ! order || order.key !== key ) {
		return storeError(
			ctx,
			401,
			'woocommerce_rest_invalid_order',
			'Invalid order ID or key provided.'
		);
	}
	if ( order.customerId && order.customerId !== ctx.session.customerId ) {
		return storeError(
			ctx,
			403,
			'woocommerce_rest_invalid_user',
			'This order belongs to a different customer.'
		);
	}
	const email =
		ctx.url.searchParams.get( 'billing_email' ) ||
		String( ctx.body.billing_email || '' );
	if (
		! order.customerId &&
		email.toLowerCase() !==
			String( order.billing.email || '' ).toLowerCase()
	) {
		return storeError(
			ctx,
			401,
			'woocommerce_rest_invalid_billing_email',
			'Invalid billing email provided.'
		);
	}
	if ( ! [ 'pending', 'failed' ].includes( order.status ) ) {
		return storeError(
			ctx,
			409,
			'woocommerce_rest_order_not_payable',
			'This order cannot be paid for.'
		);
	}
	order.paymentMethod = String(
		ctx.body.payment_method || order.paymentMethod
	);
	order.createdVia = 'pay-for-order';
	return paymentAnswer(
		ctx,
		order,
		paymentDataMap( ctx.body.payment_data ),
		true
	);
}
