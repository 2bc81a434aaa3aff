<?php
/**
 * What the plugin tells WooCommerce about itself: the features it works
 * with, declared as WooCommerce asks extensions to (FeaturesUtil, on
 * `before_woocommerce_init`), so that WooCommerce's Features screen and its
 * features controller list it as compatible rather than uncertain.
 *
 * Follows: WooCommerce 10.0.2 (src/Utilities/FeaturesUtil.php,
 * src/Internal/Features/FeaturesController.php).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Declares compatibility with:
 *
 * - `custom_order_tables` (High-Performance Order Storage): the plugin
 *   reads and writes no order; payments and orders stay in the gateway and
 *   WooCommerce;
 * - `cart_checkout_blocks`: the block checkout and cart load our block
 *   checkout script, which registers the gateway's methods in them.
 *
 * WooCommerce before 7.1 has no FeaturesUtil and asks for nothing.
 */
function wc_stripe_frontend_declare_compatibility() {
	if ( ! class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
		return;
	}
	foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( $feature, WC_STRIPE_FRONTEND_FILE, true );
	}
}
