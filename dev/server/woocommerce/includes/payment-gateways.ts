/**
 * The payment gateways WooCommerce knows, and what it calls on each: the
 * registry a gateway plugin joins through the 'woocommerce_payment_gateways'
 * filter (the Stripe gateway adds one gateway per method it offers, as its
 * 8.8.0 `WC_Stripe::add_gateways()` does), and the part of
 * `WC_Payment_Gateway` WooCommerce's code reaches: the id, the titles, the
 * payment fields a classic payment list prints, whether it can pay for a
 * cart or an order (`is_available()`), `add_payment_method()` and
 * `process_payment()`. WooCommerce
 * never imports a gateway: it finds it here.
 *
 * WooCommerce's own offline gateway (cheque) stays in the payment list's
 * template, as it did.
 *
 * Follows: woocommerce includes/class-wc-payment-gateways.php (init(),
 * payment_gateways(), get_available_payment_gateways()) and
 * includes/abstracts/abstract-wc-payment-gateway.php (10.0.2).
 */
import type { Context } from '../../context';
import type { DevSettings } from '../../dev-shop/settings';
import type { ShopState } from '../../dev-shop/state';
import { applyFilters } from '../../wordpress/hooks';
import type { Customer, Order, Session } from './types';

/** The classic pages that list gateways (`payment-method.php`). */
export type PaymentPage =
	'checkout' | 'order-pay' | 'add-payment-method' | 'change-payment';

/** What is paid: the billing country, the total, a subscription in it. */
export interface PaymentContext {
	/** The billing country, when known. */
	country?: string;
	/** The total in minor units, when there is one. */
	total?: number;
	containsSubscription?: boolean;
}

/**
 * `process_payment()`'s answer: 'success' with where the browser goes next
 * (a URL, or a `#` hash the gateway's script finishes from), or 'failure'
 * with the notice's message.
 */
export type PaymentResult =
	| { status: 'success'; redirect: string }
	| { status: 'failure'; message: string };

export interface PaymentGateway {
	/** `$gateway->id`, the `payment_method` an order records. */
	id: string;
	/** `get_title()` as an order records it, in the order's currency. */
	orderTitle: ( currency: string ) => string;
	/** The title a classic payment list prints on this page. */
	title: ( settings: DevSettings, page: PaymentPage ) => string;
	/**
	 * Attributes the gateway's list item carries besides WooCommerce's
	 * (the Stripe gateway's `data-payment-method-type`), with a leading space.
	 */
	listItemAttributes: string;
	/**
	 * `$gateway->enabled`: the store owner switched it on, and the gateway
	 * can take payments in the store's currency.
	 */
	isEnabled: ( settings: DevSettings ) => boolean;
	/** `is_available()` for what is paid (a cart, an order, nothing). */
	isAvailable: ( settings: DevSettings, context: PaymentContext ) => boolean;
	/** `payment_fields()`: the markup inside the gateway's payment box. */
	paymentFields: ( ctx: Context, page: PaymentPage ) => string;
	/**
	 * `add_payment_method()`, for a gateway that supports adding one from
	 * My account: its answer's `result`.
	 */
	addPaymentMethod?: (
		ctx: Context,
		customer: Customer
	) => 'success' | 'failure';
	/** `process_payment( $order_id )`, with the posted payment data. */
	processPayment: (
		state: ShopState,
		session: Session,
		order: Order,
		data: Record< string, string >,
		origin: string
	) => PaymentResult;
}

declare module '../../wordpress/hooks' {
	interface Filters {
		/**
		 * The gateways to load. The second argument is the store's options
		 * (`get_option()`), which the shop keeps with its state: the Stripe
		 * gateway orders its gateways by the methods the store owner
		 * enabled, as `woocommerce_gateway_order` would.
		 */
		woocommerce_payment_gateways: [
			gateways: PaymentGateway[],
			settings: DevSettings | null,
		];
	}
}

/** `WC()->payment_gateways()->payment_gateways()`. */
export function paymentGateways(
	settings: DevSettings | null = null
): PaymentGateway[] {
	return applyFilters( 'woocommerce_payment_gateways', [], settings );
}

/** The gateway with this id, if one is loaded. */
export function paymentGateway( id: string ): PaymentGateway | undefined {
	return paymentGateways().find( ( gateway ) => gateway.id === id );
}

/** `get_available_payment_gateways()`, in the store's order. */
export function availablePaymentGateways(
	settings: DevSettings,
	context: PaymentContext = {}
): PaymentGateway[] {
	return paymentGateways( settings ).filter( ( gateway ) =>
		gateway.isAvailable( settings, context )
	);
}

/** The ids of the available gateways (the Store API's `payment_methods`). */
export function availableGatewayIds(
	settings: DevSettings,
	context: PaymentContext = {}
): string[] {
	return availablePaymentGateways( settings, context ).map(
		( gateway ) => gateway.id
	);
}

/**
 * WooCommerce's checkout handing the order to its gateway: an unknown
 * gateway gets WooCommerce's own refusal (class-wc-checkout.php
 * validate_checkout()).
 */
export function processOrderPayment(
	state: ShopState,
	session: Session,
	order: Order,
	data: Record< string, string >,
	origin: string
): PaymentResult {
	const gateway = paymentGateway( order.paymentMethod );
	return gateway
		? gateway.processPayment( state, session, order, data, origin )
		: { status: 'failure', message: 'Invalid payment method.' };
}
