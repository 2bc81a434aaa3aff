/**
 * The payment method title an order shows (`get_payment_method_title()`)
 * on the order-received page, its details and the shop's order records:
 * the title the gateway recorded when the order was paid
 * (stripe-gateway/payments/order-method.ts: a wallet button's order names the wallet), else
 * the title of the order's gateway (payment-gateways.ts; "Credit / Debit
 * Card" for the Stripe gateway's cards). Never the gateway's id.
 *
 * Follows: woocommerce includes/abstracts/abstract-wc-order.php
 * get_payment_method_title().
 */
import type { Order } from './types';
import { paymentGateway } from './payment-gateways';

/** WooCommerce's offline cheque gateway, with its default title. */
const OFFLINE_TITLES: Record< string, string > = { cheque: 'Check payments' };

/** The title of a gateway's method, as an order records it. */
export function paymentMethodTitle( gatewayId: string, currency = '' ): string {
	if ( OFFLINE_TITLES[ gatewayId ] ) {
		return OFFLINE_TITLES[ gatewayId ];
	}
	return paymentGateway( gatewayId )?.orderTitle( currency ) ?? '';
}

export function orderPaymentTitle(
	order: Pick< Order, 'paymentMethod' | 'paymentMethodTitle' | 'currency' >
): string {
	return (
		order.paymentMethodTitle ||
		paymentMethodTitle( order.paymentMethod, order.currency )
	);
}
