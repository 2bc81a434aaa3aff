/**
 * The payment method title an order keeps (`get_payment_method_title()`),
 * what the order-received page, the order's details and the shop's order
 * records show: the gateway's title for the method it paid with, as the
 * Stripe gateway sets it ("Credit / Debit Card" for cards), and for a
 * wallet button's order the wallet's (the gateway names it from the
 * checkout's `express_payment_type`: "Google Pay (Stripe)" …). Never the
 * gateway's id.
 */
import { METHOD_RULES, methodForGateway } from './payment-methods';

/** WooCommerce's offline cheque gateway, with its default title. */
const OFFLINE_TITLES: Record< string, string > = { cheque: 'Check payments' };

/** The Stripe gateway's order titles for the wallet buttons. */
const EXPRESS_TITLES: Record< string, string > = {
	apple_pay: 'Apple Pay (Stripe)',
	google_pay: 'Google Pay (Stripe)',
	amazon_pay: 'Amazon Pay (Stripe)',
	link: 'Link',
};

/** `express_payment_type` in a Store API checkout's `payment_data`, or ''. */
export function expressPaymentTypeIn( paymentData: unknown ): string {
	const entry = Array.isArray( paymentData )
		? paymentData.find(
				( item ) => item && item.key === 'express_payment_type'
			)
		: undefined;
	return typeof entry?.value === 'string' ? entry.value : '';
}

export function paymentMethodTitle(
	gatewayId: string,
	expressPaymentType = ''
): string {
	if ( EXPRESS_TITLES[ expressPaymentType ] ) {
		return EXPRESS_TITLES[ expressPaymentType ];
	}
	if ( OFFLINE_TITLES[ gatewayId ] ) {
		return OFFLINE_TITLES[ gatewayId ];
	}
	const method = methodForGateway( gatewayId );
	if ( method === 'card' ) {
		return 'Credit / Debit Card';
	}
	return ( method && METHOD_RULES[ method ]?.title ) || '';
}
