<?php
/**
 * What a store owner sets up in the real WooCommerce site
 * (scripts/woocommerce-site.js), one step per PHP process, with
 * WooCommerce's and WordPress's own functions, after site/admin.php
 * installed WordPress and activated the plugins:
 *
 * - `store`: WooCommerce's own install (WC_Install::install(), its tables
 *   and options), the Stripe gateway in test mode with its Express Checkout
 *   Element on the product, cart and checkout pages (the settings its
 *   admin screens save, 8.8.0), a flat rate in WooCommerce's default
 *   shipping zone (the gateway hides its wallet buttons where the cart
 *   needs no shipping and tax follows the address, WooCommerce's default),
 *   two products, a page holding the cart shortcode that is not the store's
 *   cart page, and a customer; answers their ids and the customer's
 *   logged-in cookie (wp_generate_auth_cookie(), as wp_signon() sets it);
 * - `cart` JSON: the customer's cart, as WooCommerce keeps it between
 *   visits (the persistent cart in the user's meta, with no session yet),
 *   and each product's stock: {"items": [[id, quantity]], "stock": {id: n}};
 * - `theme` NAME: Appearance → Themes → Activate (switch_theme());
 * - `ece` yes|no: the gateway's Express Checkout Element feature flag
 *   (`_wcstripe_feature_ece`, WC_Stripe_Feature_Flags::is_stripe_ece_enabled(),
 *   8.8.0): 'no', its default, runs its legacy Payment Request Button;
 * - `features`: what WooCommerce's features controller, its plugin util
 *   and its plugin updates screen say of our plugin.
 *
 * Arguments: the site's folder (ABSPATH), the step, its argument. Prints
 * JSON: {"result", "errors", "http"}, as site/admin.php does.
 *
 * Follows: WooCommerce 10.0.2 (includes/class-wc-install.php,
 * includes/class-wc-cart-session.php's persistent cart,
 * src/Internal/Features/FeaturesController.php,
 * includes/admin/plugin-updates/class-wc-plugin-updates.php).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

list( , $wp_tests_site, $wp_tests_step ) = $argv;
$wp_tests_site     = rtrim( $wp_tests_site, '/' ) . '/';
$wp_tests_argument = $argv[3] ?? '';
require __DIR__ . '/catch-errors.php';
// What the step prints besides its answer (a database error WordPress shows
// while WP_DEBUG is on) goes into the answer's `output`.
ob_start();
$_SERVER = array_merge(
	$_SERVER,
	array(
		'HTTP_HOST'      => 'shop.example',
		'SERVER_NAME'    => 'shop.example',
		'HTTPS'          => 'on',
		'REQUEST_METHOD' => 'GET',
		'REQUEST_URI'    => '/wp-admin/admin.php?page=wc-settings',
		'REMOTE_ADDR'    => '127.0.0.1',
	)
);
define( 'WP_ADMIN', true );
require $wp_tests_site . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );

$wp_tests_our_plugin = 'woocommerce-gateway-stripe-frontend/woocommerce-gateway-stripe-frontend.php';

/** The customer the tests shop as. */
function wp_tests_customer() {
	return get_user_by( 'login', 'shopper' );
}

if ( 'store' === $wp_tests_step ) {
	if ( get_option( 'woocommerce_db_version' ) !== WC()->version ) {
		WC_Install::install();
	}
	update_option(
		'woocommerce_stripe_settings',
		array(
			'enabled'                          => 'yes',
			'title'                            => 'Credit / Debit Card',
			'testmode'                         => 'yes',
			'test_publishable_key'             => 'pk_test_wp_tests',
			'test_secret_key'                  => 'sk_test_wp_tests',
			'upe_checkout_experience_enabled'  => 'yes',
			'payment_request'                  => 'yes',
			'payment_request_button_locations' => array( 'product', 'cart', 'checkout' ),
		)
	);
	update_option( '_wcstripe_feature_ece', 'yes' );
	( new WC_Shipping_Zone( 0 ) )->add_shipping_method( 'flat_rate' );
	$beanie = new WC_Product_Simple();
	$beanie->set_name( 'Beanie' );
	$beanie->set_regular_price( '18' );
	$beanie->set_manage_stock( true );
	$beanie->set_stock_quantity( 5 );
	$beanie->save();
	// A name holding markup, as a store owner may type it.
	$hat = new WC_Product_Simple();
	$hat->set_name( 'Wool <em>hat</em> & "scarf"' );
	$hat->set_regular_price( '12' );
	$hat->save();
	$another_cart = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'another-cart',
			'post_title'   => 'Your basket',
			'post_content' => '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->',
		)
	);
	$customer = wp_insert_user(
		array(
			'user_login' => 'shopper',
			'user_pass'  => 'wp-tests-password',
			'user_email' => 'shopper@shop.example',
			'role'       => 'customer',
		)
	);
	wp_tests_site_answer(
		array(
			'beanie'       => $beanie->get_id(),
			'hat'          => $hat->get_id(),
			'another_cart' => $another_cart,
			'customer'     => $customer,
			'cookie'       => array( LOGGED_IN_COOKIE => wp_generate_auth_cookie( $customer, time() + DAY_IN_SECONDS, 'logged_in' ) ),
			'pages'        => array(
				'cart'     => wc_get_page_id( 'cart' ),
				'checkout' => wc_get_page_id( 'checkout' ),
			),
		)
	);
} elseif ( 'cart' === $wp_tests_step ) {
	global $wpdb;
	$wanted   = json_decode( $wp_tests_argument, true );
	$customer = wp_tests_customer();
	foreach ( (array) ( $wanted['stock'] ?? array() ) as $id => $stock ) {
		$product = wc_get_product( $id );
		$product->set_stock_quantity( $stock );
		$product->save();
	}
	$cart = array();
	foreach ( $wanted['items'] as list( $id, $quantity ) ) {
		$key          = md5( (string) $id );
		$cart[ $key ] = array(
			'key'          => $key,
			'product_id'   => $id,
			'variation_id' => 0,
			'variation'    => array(),
			'quantity'     => $quantity,
		);
	}
	update_user_meta( $customer->ID, '_woocommerce_persistent_cart_' . get_current_blog_id(), array( 'cart' => $cart ) );
	$wpdb->delete( $wpdb->prefix . 'woocommerce_sessions', array( 'session_key' => (string) $customer->ID ) );
	wp_tests_site_answer( array( 'cart' => $cart ) );
} elseif ( 'theme' === $wp_tests_step ) {
	switch_theme( $wp_tests_argument );
	wp_tests_site_answer( array( 'theme' => get_stylesheet() ) );
} elseif ( 'ece' === $wp_tests_step ) {
	update_option( '_wcstripe_feature_ece', 'yes' === $wp_tests_argument ? 'yes' : 'no' );
	wp_tests_site_answer( array( 'ece' => WC_Stripe_Feature_Flags::is_stripe_ece_enabled() ) );
} elseif ( 'features' === $wp_tests_step ) {
	require_once WC_ABSPATH . 'includes/admin/plugin-updates/class-wc-plugin-updates.php';
	$features = wc_get_container()->get( Automattic\WooCommerce\Internal\Features\FeaturesController::class );
	$by_feature = array();
	foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
		$by_feature[ $feature ] = $features->get_compatible_plugins_for_feature( $feature, true );
	}
	$updates = new WC_Plugin_Updates();
	wp_tests_site_answer(
		array(
			'woocommerce'   => WC()->version,
			'by_feature'    => $by_feature,
			'ours'          => $features->get_compatible_features_for_plugin( $wp_tests_our_plugin ),
			'aware'         => wc_get_container()->get( Automattic\WooCommerce\Utilities\PluginUtil::class )->get_woocommerce_aware_plugins( true ),
			'header'        => get_plugin_data( WP_PLUGIN_DIR . '/' . $wp_tests_our_plugin, false, false ),
			// The plugins WooCommerce's update screen lists as untested
			// against a minor and a patch release after ours.
			'untested_10_1' => array_keys( $updates->get_untested_plugins( '10.1.0', 'minor' ) ),
			'untested_10_0' => array_keys( $updates->get_untested_plugins( '10.0.5', 'minor' ) ),
		)
	);
} else {
	wp_tests_site_answer( new WP_Error( 'wp_tests_step', "No step {$wp_tests_step}" ) );
}

/** The step's result, as JSON; a WP_Error as its code and messages. */
function wp_tests_site_answer( $result ) {
	if ( is_wp_error( $result ) ) {
		$result = array(
			'error'    => $result->get_error_code(),
			'messages' => $result->get_error_messages(),
		);
	}
	$output = ob_get_clean();
	echo wp_json_encode(
		array(
			'output' => $output,
			'result' => $result,
			'errors' => $GLOBALS['wp_tests_errors'],
			'http'   => $GLOBALS['wp_tests_site_log']['http'] ?? array(),
		)
	);
}
