/**
 * Which method an order was paid with, as the gateway records it: the
 * payment method's own type (a Link payment made in the card element is
 * Link), or for a wallet button the wallet, with the gateway id and title
 * the incumbent gateway uses: Apple Pay and Google Pay stay on the card
 * gateway as "Apple Pay (Stripe)" / "Google Pay (Stripe)", Link is
 * `stripe_link` "Link" and Amazon Pay `stripe_amazon_pay` "Amazon Pay
 * (Stripe)". An express order never keeps a bare `stripe` for Link or
 * Amazon Pay.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * set_payment_method_title_for_order() (8.8.0).
 */
import type { Order } from '../../woocommerce/includes/types';
import { gatewayIdFor } from '../methods/payment-methods';
import { paymentMethodTitle } from '../../woocommerce/includes/payment-titles';

/** The payment method types the card gateway may be paid with. */
export const CARD_GATEWAY_TYPES = [ 'card', 'link', 'amazon_pay' ];

const WALLETS: Record< string, { gateway: string; title: string } > = {
	apple_pay: { gateway: 'stripe', title: 'Apple Pay (Stripe)' },
	google_pay: { gateway: 'stripe', title: 'Google Pay (Stripe)' },
	link: { gateway: 'stripe_link', title: 'Link' },
	amazon_pay: { gateway: 'stripe_amazon_pay', title: 'Amazon Pay (Stripe)' },
};

/**
 * The posted wallet, if the order came from a wallet button: the express
 * checkout's `express_payment_type` / `express_checkout_type`, or the
 * legacy Payment Request Button's `payment_request_type` (Apple Pay and
 * Google Pay; its `payment_request_api` names no wallet),
 * WC_Stripe_Payment_Request::add_order_meta() (8.8.0).
 */
export function expressTypeOf( data: Record< string, string > ): string {
	const legacy = [ 'apple_pay', 'google_pay' ].includes(
		data.payment_request_type
	)
		? data.payment_request_type
		: '';
	return data.express_payment_type || data.express_checkout_type || legacy;
}

export function recordOrderMethod(
	order: Order,
	paymentMethodType: string,
	expressType: string
): void {
	const wallet = WALLETS[ expressType ];
	if ( wallet ) {
		order.paymentMethod = wallet.gateway;
		order.paymentMethodTitle = wallet.title;
		return;
	}
	order.paymentMethod = gatewayIdFor( paymentMethodType );
	order.paymentMethodTitle = paymentMethodTitle(
		order.paymentMethod,
		order.currency
	);
}
