<?php
/**
 * Set-up step 3: WooCommerce's installer has run (its activation did it;
 * run here again if its pages are missing), then the store the development
 * shop plays (dev/server/dev-shop/, dev/server/woocommerce/includes/):
 *
 * - a German store in euros, open (not "coming soon"), guest checkout on;
 * - tax 10 % ("Tax") everywhere, prices entered without it, shipping taxed;
 * - shipping: Antarctica (AQ) a zone with no method, so nothing ships
 *   there; everywhere else Flat rate 5.00 and Free shipping from 50.00;
 * - the coupon `save10`: 10 % off;
 * - Classic Cart and Classic Checkout pages ([woocommerce_cart],
 *   [woocommerce_checkout]) beside the block pages the installer made; the
 *   must-use plugin real-store-switches.php makes them the configured pages
 *   per visitor.
 *
 * Each part is made once: a second run finds it.
 *
 * Follows: WooCommerce 10.0.2 includes/class-wc-install.php
 * (WC_Install::install(), create_pages()), WC_Shipping_Zone,
 * WC_Tax::_insert_tax_rate(), WC_Coupon; the options of its settings pages
 * (includes/admin/settings/).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

if ( ! class_exists( 'WC_Install' ) ) {
	store_fail( 'WooCommerce is not active.' );
}
if ( wc_get_page_id( 'checkout' ) <= 0 || wc_get_page_id( 'cart' ) <= 0 ) {
	WC_Install::install();
}
foreach ( array( 'shop', 'cart', 'checkout', 'myaccount' ) as $store_page ) {
	if ( wc_get_page_id( $store_page ) <= 0 ) {
		store_fail( "WooCommerce's installer made no {$store_page} page." );
	}
}

$store_options = array(
	'woocommerce_default_country'                 => 'DE',
	'woocommerce_currency'                        => 'EUR',
	'woocommerce_currency_pos'                    => 'left',
	'woocommerce_price_thousand_sep'              => ',',
	'woocommerce_price_decimal_sep'               => '.',
	'woocommerce_price_num_decimals'              => '2',
	'woocommerce_coming_soon'                     => 'no',
	'woocommerce_store_pages_only'                => 'no',
	'woocommerce_enable_guest_checkout'           => 'yes',
	'woocommerce_enable_checkout_login_reminder'  => 'yes',
	'woocommerce_enable_signup_and_login_from_checkout' => 'no',
	'woocommerce_enable_myaccount_registration'   => 'no',
	'woocommerce_calc_taxes'                      => 'yes',
	'woocommerce_prices_include_tax'              => 'no',
	'woocommerce_tax_based_on'                    => 'shipping',
	'woocommerce_shipping_tax_class'              => 'inherit',
	'woocommerce_tax_display_shop'                => 'excl',
	'woocommerce_tax_display_cart'                => 'excl',
	'woocommerce_tax_total_display'               => 'itemized',
	'woocommerce_enable_coupons'                  => 'yes',
	'woocommerce_ship_to_countries'               => '',
	'woocommerce_specific_allowed_countries'      => array(),
	'woocommerce_allowed_countries'               => 'all',
	'woocommerce_manage_stock'                    => 'yes',
	'woocommerce_hold_stock_minutes'              => '60',
	'woocommerce_cart_redirect_after_add'         => 'no',
	'woocommerce_enable_ajax_add_to_cart'         => 'yes',
	// The onboarding wizard and the marketplace's suggestions ask
	// woocommerce.com; the store is set up already.
	'woocommerce_onboarding_profile'              => array( 'completed' => true ),
	'woocommerce_show_marketplace_suggestions'    => 'no',
	'woocommerce_allow_tracking'                  => 'no',
	'woocommerce_analytics_enabled'               => 'no',
);
foreach ( $store_options as $store_name => $store_value ) {
	update_option( $store_name, $store_value );
}

// Tax: one standard rate for every country.
global $wpdb;
if ( ! $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}woocommerce_tax_rates" ) ) {
	WC_Tax::_insert_tax_rate(
		array(
			'tax_rate_country'  => '',
			'tax_rate_state'    => '',
			'tax_rate'          => '10.0000',
			'tax_rate_name'     => 'Tax',
			'tax_rate_priority' => 1,
			'tax_rate_compound' => 0,
			'tax_rate_shipping' => 1,
			'tax_rate_order'    => 0,
			'tax_rate_class'    => '',
		)
	);
}

// Shipping: everywhere but Antarctica.
if ( ! WC_Shipping_Zones::get_zones() ) {
	$store_world = new WC_Shipping_Zone( 0 );
	$store_flat  = $store_world->add_shipping_method( 'flat_rate' );
	$store_free  = $store_world->add_shipping_method( 'free_shipping' );
	update_option(
		"woocommerce_flat_rate_{$store_flat}_settings",
		array(
			'title'      => 'Flat rate',
			'tax_status' => 'taxable',
			'cost'       => '5.00',
		)
	);
	update_option(
		"woocommerce_free_shipping_{$store_free}_settings",
		array(
			'title'      => 'Free shipping',
			'requires'   => 'min_amount',
			'min_amount' => '50.00',
		)
	);
	$store_antarctica = new WC_Shipping_Zone();
	$store_antarctica->set_zone_name( 'Antarctica (no shipping)' );
	$store_antarctica->add_location( 'AQ', 'country' );
	$store_antarctica->save();
	WC_Cache_Helper::invalidate_cache_group( 'shipping_zones' );
}

// The coupon.
if ( ! wc_get_coupon_id_by_code( 'save10' ) ) {
	$store_coupon = new WC_Coupon();
	$store_coupon->set_code( 'save10' );
	$store_coupon->set_discount_type( 'percent' );
	$store_coupon->set_amount( 10 );
	$store_coupon->save();
}

// The classic pages, beside the block ones.
$store_classic = array(
	'cart'     => array( 'classic-cart', 'Classic Cart', 'woocommerce_cart' ),
	'checkout' => array( 'classic-checkout', 'Classic Checkout', 'woocommerce_checkout' ),
);
foreach ( $store_classic as $store_kind => list( $store_slug, $store_title, $store_shortcode ) ) {
	$store_option = "real_store_classic_{$store_kind}_page_id";
	if ( get_post( (int) get_option( $store_option ) ) ) {
		continue;
	}
	$store_id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $store_slug,
			'post_title'   => $store_title,
			'post_content' => "<!-- wp:shortcode -->[{$store_shortcode}]<!-- /wp:shortcode -->",
		),
		true
	);
	if ( is_wp_error( $store_id ) ) {
		store_fail( $store_id->get_error_message() );
	}
	update_option( $store_option, $store_id );
}

store_say(
	sprintf(
		'WooCommerce %s: pages cart %d, checkout %d, classic cart %d, classic checkout %d, my account %d.',
		WC()->version,
		wc_get_page_id( 'cart' ),
		wc_get_page_id( 'checkout' ),
		get_option( 'real_store_classic_cart_page_id' ),
		get_option( 'real_store_classic_checkout_page_id' ),
		wc_get_page_id( 'myaccount' )
	)
);
