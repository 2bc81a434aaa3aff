<?php
/**
 * WooCommerce's Store API nonce in the gateway's express params, where the
 * gateway prints none.
 *
 * Our wallet buttons order through WooCommerce's Store API, which refuses
 * a cart write or a checkout without a valid `Nonce` header (401
 * `woocommerce_rest_missing_nonce`, "Missing the Nonce header. This
 * endpoint requires a valid nonce."). The Stripe gateway 8.8.0 pays through
 * its own wc-ajax actions: its express params
 * (WC_Stripe_Express_Checkout_Element::javascript_params()) carry nonces
 * for those only, and it serves no `wc_stripe_get_express_checkout_nonces`.
 * Seen on the real store (WordPress 6.8.3, WooCommerce 10.0.2, gateway
 * 8.8.0, issue 47): a wallet tapped on the classic cart opened the sheet,
 * and Pay ended in that 401. Through the gateway's own filter of those
 * params, applied where it prints them, this adds
 * `wp_create_nonce( 'wc_store_api' )` (the nonce WooCommerce's Store API
 * checks, src/StoreApi/Authentication.php / AbstractCartRoute) as
 * `nonce.wc_store_api`, which our scripts read; a gateway that prints one
 * keeps its own.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds WooCommerce's Store API nonce to the express params where missing.
 *
 * @param mixed $params The gateway's express checkout params.
 * @return mixed
 */
function wc_stripe_frontend_express_store_api_nonce( $params ) {
	if ( ! is_array( $params ) ) {
		return $params;
	}
	$nonces = isset( $params['nonce'] ) && is_array( $params['nonce'] ) ? $params['nonce'] : array();
	if ( empty( $nonces['wc_store_api'] ) && empty( $nonces['wc_store_api_express_checkout'] ) ) {
		$nonces['wc_store_api'] = wp_create_nonce( 'wc_store_api' );
		$params['nonce']        = $nonces;
	}
	return $params;
}

add_filter( 'wc_stripe_express_checkout_params', 'wc_stripe_frontend_express_store_api_nonce' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- the gateway's hook, not ours.
