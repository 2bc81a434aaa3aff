/**
 * Orders: created from a cart at checkout, reused when the same shopper
 * retries with the same cart (WooCommerce's order awaiting payment, reused
 * only while `has_cart_hash()` holds), and their addresses.
 *
 * Follows: woocommerce includes/class-wc-order.php and class-wc-checkout.php
 * create_order().
 */
import type { ShopState } from '../../dev-shop/state';
import { randomBytes } from 'node:crypto';
import { nonceFor } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';
import { cartTotals } from './totals';
import { storeCurrency } from './currency';
import { cartHash } from './cart-cookies';
import { EMPTY_ADDRESS } from './types';
import type { Address, Order, Session } from './types';
import { orderPaymentTitle } from './payment-titles';

/**
 * The classic checkout reuses its order awaiting payment only while it is
 * pending or failed and made from this very cart (`WC_Checkout::create_order`
 * with `has_cart_hash()`); the Store API keeps its own draft order
 * (store-api/draft-order.ts).
 */
const CLASSIC_REUSABLE: Order[ 'status' ][] = [ 'pending', 'failed' ];

/** What the checkout says about the order beyond the cart. */
export interface OrderDetails {
	billing: Address;
	shipping: Address;
	paymentMethod: string;
	customerNote: string;
	attribution?: Record< string, string >;
	/** Other plugins' extension data, kept as a plugin would in meta. */
	extensions?: Record< string, unknown >;
	/**
	 * The checkout's payment data: the gateway titles a wallet
	 * button's order after its wallet (`express_payment_type`).
	 */
	paymentData?: unknown;
}

/**
 * `OrderController::update_order_from_cart()`: the order's lines, totals,
 * currency, shipping method and customer follow the cart, its addresses
 * the ones given (a cart that ships nowhere ships to the billing address).
 */
export function fillOrderFromCart(
	state: ShopState,
	session: Session,
	order: Order,
	addresses: { billing: Address; shipping: Address }
): Order {
	const totals = cartTotals( session.cart, state.settings );
	order.currency = totals.currency.code;
	order.minorUnit = totals.currency.minorUnit;
	order.lines = totals.lines.map( ( entry ) => ( {
		name: entry.product.name,
		quantity: entry.line.quantity,
		total: entry.subtotal,
		productId: entry.product.id,
	} ) );
	order.totals = {
		items: totals.items,
		discount: totals.discount,
		shipping: totals.shipping,
		tax: totals.tax,
		total: totals.total,
	};
	order.billing = { ...addresses.billing };
	order.shipping = totals.needsShipping
		? { ...addresses.shipping }
		: { ...addresses.billing };
	order.shippingMethod = totals.needsShipping
		? totals.rates.find( ( rate ) => rate.rate_id === totals.selectedRate )
				?.name
		: undefined;
	order.customerId = session.customerId;
	order.containsSubscription = totals.containsSubscription;
	order.cartHash = cartHash( session.cart );
	return order;
}

/** A new order (`new WC_Order()`), not yet filled from a cart. */
export function newOrder(
	state: ShopState,
	status: Order[ 'status' ],
	createdVia: Order[ 'createdVia' ]
): Order {
	const order: Order = {
		id: state.nextOrderId++,
		key: orderKey(),
		status,
		currency: state.settings.currency,
		minorUnit: storeCurrency( state.settings ).minorUnit,
		lines: [],
		totals: { items: 0, discount: 0, shipping: 0, tax: 0, total: 0 },
		billing: { ...EMPTY_ADDRESS, email: '' },
		shipping: { ...EMPTY_ADDRESS },
		paymentMethod: '',
		customerId: 0,
		intentIds: [],
		createdVia,
		containsSubscription: false,
		customerNote: '',
		attribution: {},
		extensions: {},
		dateCreated: Date.now(),
	};
	state.orders.set( order.id, order );
	return order;
}

/** The checkout's own details on the order (`update_order_from_request`). */
export function applyOrderDetails( order: Order, details: OrderDetails ) {
	order.paymentMethod = details.paymentMethod;
	order.customerNote = details.customerNote;
	order.attribution = details.attribution || {};
	order.extensions = details.extensions || {};
}

/**
 * The classic checkout's order (`WC_Checkout::create_order()`): the order
 * awaiting payment again while it may be reused, else a new one; pending,
 * about to be paid.
 */
export function orderFromCart(
	state: ShopState,
	session: Session,
	details: OrderDetails
): Order {
	const previous = session.awaitingOrderId
		? state.orders.get( session.awaitingOrderId )
		: undefined;
	// A pending or failed order belongs to the cart it was made from: a
	// changed cart is a new order, and the old one keeps its payments.
	const order =
		previous &&
		CLASSIC_REUSABLE.includes( previous.status ) &&
		previous.cartHash === cartHash( session.cart )
			? previous
			: newOrder( state, 'pending', 'store-api' );
	order.status = 'pending';
	fillOrderFromCart( state, session, order, details );
	applyOrderDetails( order, details );
	session.awaitingOrderId = order.id;
	return order;
}

export function orderReceivedPath( order: Order ): string {
	return `/checkout/order-received/${ order.id }/?key=${ order.key }`;
}

export function orderPayPath( order: Order ): string {
	return `/checkout/order-pay/${ order.id }/?pay_for_order=true&key=${ order.key }`;
}

/** WooCommerce's `needs_payment()`: awaiting payment, with something to pay. */
export function needsPayment( order: Order ): boolean {
	return (
		[ 'pending', 'failed' ].includes( order.status ) &&
		order.totals.total > 0
	);
}

/** `woocommerce_valid_order_statuses_for_cancel`: what a customer may cancel. */
export const CANCELLABLE: Order[ 'status' ][] = [ 'pending', 'failed' ];

/**
 * WooCommerce's `get_cancel_order_url()`: the cart page with the order, its
 * key, where to go afterwards and a nonce (the link works for the session
 * that was shown it).
 */
export function cancelOrderPath(
	state: ShopState,
	session: Session,
	order: Order,
	redirectTo: string
): string {
	const query = new URLSearchParams( {
		cancel_order: 'true',
		order: order.key,
		order_id: String( order.id ),
		redirect: redirectTo,
		_wpnonce: nonceFor( state, session, WOOCOMMERCE_NONCES.cancelOrder ),
	} );
	return `/cart/?${ query }`;
}

/** The order's public record for /__dev/orders. */
export function orderRecord( order: Order ) {
	return {
		id: order.id,
		key: order.key,
		status: order.status,
		total: order.totals.total,
		currency: order.currency,
		// The store's price decimals the total is counted in.
		minor_unit: order.minorUnit,
		payment_method: order.paymentMethod,
		payment_method_title: orderPaymentTitle( order ),
		intent_ids: order.intentIds,
		created_via: order.createdVia,
		customer_id: order.customerId,
		billing_email: order.billing.email || '',
		attribution: order.attribution || {},
		extensions: order.extensions || {},
	};
}

/**
 * The order's totals as WooCommerce lists them under its lines
 * (`get_order_item_totals`): subtotal, a discount if any, shipping, tax,
 * total.
 */
export function orderItemTotals( order: Order ): Array< [ string, number ] > {
	const { items, discount, shipping, tax, total } = order.totals;
	return [
		[ 'Subtotal', items ],
		...( discount
			? [ [ 'Discount', -discount ] as [ string, number ] ]
			: [] ),
		[ 'Shipping', shipping ],
		[ 'Tax', tax ],
		[ 'Total', total ],
	];
}

/** A new order's key, as `wc_generate_order_key()` makes it. */
export function orderKey(): string {
	return `wc_order_${ randomBytes( 6 ).toString( 'hex' ) }`;
}
