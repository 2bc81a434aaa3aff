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
import { cartHash } from './cart-cookies';
import type { Address, Order, Session } from './types';
import { orderPaymentTitle } from './payment-titles';

const REUSABLE: Order[ 'status' ][] = [ 'checkout-draft', 'pending', 'failed' ];

export function orderFromCart(
	state: ShopState,
	session: Session,
	details: {
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
): Order {
	const totals = cartTotals(
		session.cart,
		state.settings.currency,
		state.settings.storeCountry
	);
	const previous = session.awaitingOrderId
		? state.orders.get( session.awaitingOrderId )
		: undefined;
	const hash = cartHash( session.cart );
	// A pending or failed order belongs to the cart it was made from: a
	// changed cart is a new order, and the old one keeps its payments.
	const reuse =
		previous &&
		REUSABLE.includes( previous.status ) &&
		( previous.status === 'checkout-draft' || previous.cartHash === hash )
			? previous
			: undefined;
	const order: Order = {
		id: reuse ? reuse.id : state.nextOrderId++,
		key: reuse ? reuse.key : orderKey(),
		status: 'pending',
		currency: totals.currency.code,
		lines: totals.lines.map( ( entry ) => ( {
			name: entry.product.name,
			quantity: entry.line.quantity,
			total: entry.subtotal,
			productId: entry.product.id,
		} ) ),
		totals: {
			items: totals.items,
			discount: totals.discount,
			shipping: totals.shipping,
			tax: totals.tax,
			total: totals.total,
		},
		billing: details.billing,
		shipping: totals.needsShipping
			? details.shipping
			: { ...details.billing },
		paymentMethod: details.paymentMethod,
		...( totals.needsShipping
			? {
					shippingMethod: totals.rates.find(
						( rate ) => rate.rate_id === totals.selectedRate
					)?.name,
				}
			: {} ),
		customerId: session.customerId,
		intentIds: reuse ? reuse.intentIds : [],
		createdVia: 'store-api',
		containsSubscription: totals.containsSubscription,
		customerNote: details.customerNote,
		attribution: details.attribution || {},
		extensions: details.extensions || {},
		cartHash: hash,
		// A retried order keeps the date it was first made, as WooCommerce's.
		dateCreated: reuse ? reuse.dateCreated : Date.now(),
	};
	state.orders.set( order.id, order );
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
