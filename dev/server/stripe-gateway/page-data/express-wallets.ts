/**
 * The wallet buttons the gateway offers (its settings' switches), the pages
 * the store owner shows them on, and the space they take, which a page
 * reserves before the buttons load.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-express-checkout-helper.php
 * get_button_settings(), should_show_express_checkout_button() (8.8.0).
 */
import type { DevSettings } from '../../dev-shop/settings';

/** Does the store owner show wallet buttons on this kind of page? */
export function walletsOn(
	settings: DevSettings,
	location: 'product' | 'cart' | 'checkout'
): boolean {
	return settings.expressLocations.includes( location );
}

/**
 * The wallets the gateway offers (its settings' switches), under the keys
 * its express params print them (`stripe.is_express_checkout_enabled` for
 * Apple Pay and Google Pay together; class-wc-stripe-express-checkout-element.php
 * javascript_params(), 10.8).
 */
export function expressWallets( settings: DevSettings ) {
	return {
		is_link_enabled: true,
		is_express_checkout_enabled: true,
		is_amazon_pay_enabled: settings.amazonPay,
	};
}
export const BUTTON_HEIGHT = 48;

/**
 * The space the buttons will take: one row per wallet offered (Google Pay
 * and Apple Pay come with payment requests).
 */
export function expressReserve( settings: DevSettings ): {
	rows: number;
	rowHeight: number;
} {
	const wallets = expressWallets( settings );
	return {
		rows:
			( wallets.is_express_checkout_enabled ? 2 : 0 ) +
			( wallets.is_link_enabled ? 1 : 0 ) +
			( wallets.is_amazon_pay_enabled ? 1 : 0 ),
		rowHeight: BUTTON_HEIGHT,
	};
}
