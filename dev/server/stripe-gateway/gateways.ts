/**
 * The gateways the Stripe gateway adds to WooCommerce: one per method
 * (`stripe` for cards, `stripe_<method>` for the others), each answering
 * WooCommerce through its `PaymentGateway` shape with the rules in
 * methods/ and `process_payment()` in payments/.
 *
 * Follows: woocommerce-gateway-stripe woocommerce-gateway-stripe.php
 * `WC_Stripe::add_gateways()` (8.8.0), which adds the UPE gateway and its
 * method gateways; class-wc-stripe-upe-payment-gateway.php and
 * includes/payment-methods/class-wc-stripe-upe-payment-method.php
 * (get_title(), is_enabled_at_checkout(), payment_fields()).
 */
import type { DevSettings } from '../dev-shop/settings';
import type { PaymentGateway } from '../woocommerce/includes/payment-gateways';
import {
	METHOD_RULES,
	gatewayIdFor,
	isListed,
	methodRefusal,
	methodTitle,
	offeredMethods,
	optimizedCheckoutGateways,
} from './methods/payment-methods';
import {
	isOptimizedCheckoutPage,
	optimizedCheckoutTitle,
} from './methods/optimized-checkout';
import { stripeBox } from './markup/payment-fields';
import { processPayment } from './payments/process-payment';
import { addPaymentMethod } from './payments/add-payment-method';
import { changeSubscriptionPayment } from './payments/change-subscription-method';

/** The card gateway's title, as the Stripe gateway names it on orders. */
export const CARD_TITLE = 'Credit / Debit Card';

function methodGateway( method: string ): PaymentGateway {
	const id = gatewayIdFor( method );
	return {
		id,
		orderTitle: ( currency ) =>
			method === 'card' ? CARD_TITLE : methodTitle( method, currency ),
		title: ( settings, page ) =>
			method === 'card' && isOptimizedCheckoutPage( settings, page )
				? optimizedCheckoutTitle( page )
				: methodTitle( method, settings.currency ),
		listItemAttributes: ` data-payment-method-type="${ method }"`,
		isEnabled: ( settings ) =>
			offeredMethods( settings ).includes( method ),
		isAvailable: ( settings, context ) =>
			// With Optimized Checkout on, the main gateway alone stands for
			// every method.
			settings.optimizedCheckout
				? optimizedCheckoutGateways( settings ).includes( id )
				: isListed( method ) &&
					methodRefusal( settings, method, context ) === null,
		paymentFields: ( ctx, page ) => stripeBox( ctx, method, page ),
		addPaymentMethod,
		changeSubscriptionPayment,
		processPayment,
	};
}

const GATEWAYS = Object.keys( METHOD_RULES ).map( methodGateway );

/**
 * The gateways in the store's order: the methods the store owner enabled,
 * in their order (the shop's stand-in for `woocommerce_gateway_order`),
 * then the rest.
 */
export function stripeGateways(
	settings: DevSettings | null
): PaymentGateway[] {
	if ( ! settings ) {
		return GATEWAYS;
	}
	const rank = ( gateway: PaymentGateway ) => {
		const at = settings.enabledMethods.findIndex(
			( method ) => gatewayIdFor( method ) === gateway.id
		);
		return at === -1 ? Infinity : at;
	};
	return [ ...GATEWAYS ].sort( ( a, b ) => rank( a ) - rank( b ) );
}
