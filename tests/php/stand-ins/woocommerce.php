<?php
/**
 * WooCommerce, as far as the front end's scripts go: its conditional tags
 * answer for the page under test ($GLOBALS['wp_tests_page']: set by
 * render-page.php, or, in the whole WordPress, by the WooCommerce plugin of
 * tests/php/site/plugins/ from the request), and it
 * registers, enqueues and localizes its storefront scripts as WooCommerce
 * 9.x does (includes/class-wc-frontend-scripts.php: handles, dependencies,
 * the defer strategy, `localize_printed_scripts` at priority 5 of
 * `wp_print_scripts` and `wp_print_footer_scripts`, each global's keys);
 * order attribution as its OrderAttributionController does; the block
 * checkout's and block cart's scripts as WooCommerce Blocks registers them,
 * depending on the payment methods' handles, enqueued as the block renders.
 * Scripts enqueued while the page's body renders (the mini cart widget's
 * cart fragments, the variation form, the account's address form, the
 * shipping calculator) are enqueued on `wp_tests_body`.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, Universal.Files.SeparateFunctionsFromOO

define( 'WC_VERSION', '9.8.0' );

$GLOBALS['wp_tests_options']['woocommerce_enable_ajax_add_to_cart'] = 'yes';
// The store's pages (WooCommerce → Settings → Advanced).
$GLOBALS['wp_tests_options']['woocommerce_cart_page_id']      = 7;
$GLOBALS['wp_tests_options']['woocommerce_checkout_page_id']  = 8;
$GLOBALS['wp_tests_options']['woocommerce_myaccount_page_id'] = 9;

/** The page under test: 'kind' and its flags. */
function wp_tests_page( $key, $fallback = false ) {
	return array_key_exists( $key, $GLOBALS['wp_tests_page'] ) ? $GLOBALS['wp_tests_page'][ $key ] : $fallback;
}
function wp_tests_kind_is( ...$kinds ) {
	return in_array( wp_tests_page( 'kind' ), $kinds, true );
}

function is_wc_endpoint_url( $endpoint = false ) {
	$endpoints = array(
		'order-received'     => array( 'order received' ),
		'order-pay'          => array( 'pay for order', 'change payment method' ),
		'add-payment-method' => array( 'add payment method' ),
		'edit-address'       => array( 'edit address' ),
	);
	return isset( $endpoints[ $endpoint ] ) && wp_tests_kind_is( ...$endpoints[ $endpoint ] );
}
function is_checkout() {
	return wp_tests_kind_is( 'classic checkout', 'block checkout', 'pay for order', 'change payment method', 'order received' );
}
function is_cart() {
	return wp_tests_kind_is( 'cart', 'empty cart', 'block cart' );
}
function is_product() {
	return wp_tests_kind_is( 'product', 'variable product' );
}
function is_shop() {
	return wp_tests_kind_is( 'shop' );
}
function is_product_taxonomy() {
	return false;
}
function is_account_page() {
	return wp_tests_kind_is( 'my account', 'edit address', 'add payment method' );
}
/** Includes/wc-page-functions.php: the page the store set, or -1. */
function wc_get_page_id( $page ) {
	$id = get_option( "woocommerce_{$page}_page_id" );
	return $id ? absint( $id ) : -1;
}
// WordPress's own where only its script loader runs: the page is the
// store's cart, checkout or account page, unless the page under test says
// `"configured": false` (another page holding the shortcode).
if ( ! function_exists( 'is_page' ) ) {
	function is_page( $pages = '' ) {
		$page = null;
		if ( wp_tests_page( 'configured', true ) ) {
			if ( is_cart() ) {
				$page = 'cart';
			} elseif ( is_checkout() ) {
				$page = 'checkout';
			} elseif ( is_account_page() ) {
				$page = 'myaccount';
			}
		}
		$id = $page ? wc_get_page_id( $page ) : 42;
		return '' === $pages || in_array( $id, array_map( 'intval', (array) $pages ), true );
	}
}
function is_add_payment_method_page() {
	return wp_tests_kind_is( 'add payment method' );
}
// WordPress's own, where only its script loader runs (tests/php/wordpress.php);
// a whole WordPress has them.
if ( ! function_exists( 'has_block' ) ) {
	function has_block( $block_name ) {
		return ( 'woocommerce/checkout' === $block_name && wp_tests_kind_is( 'block checkout' ) )
			|| ( 'woocommerce/cart' === $block_name && wp_tests_kind_is( 'block cart' ) );
	}
}
if ( ! function_exists( 'is_singular' ) ) {
	function is_singular() {
		return ! wp_tests_kind_is( 'shop', 'any other page' );
	}
}
if ( ! function_exists( 'get_queried_object_id' ) ) {
	function get_queried_object_id() {
		return 42;
	}
}

/** The product of the page: variable on a variable product's page. */
class WP_Tests_Product {
	public function is_type( $type ) {
		return 'variable' === $type && wp_tests_kind_is( 'variable product' );
	}
}
function wc_get_product( $id ) {
	return $id && get_queried_object_id() === $id ? new WP_Tests_Product() : false;
}

/** The cart: empty on the empty cart page. */
class WP_Tests_Cart {
	public function is_empty() {
		return wp_tests_kind_is( 'empty cart' );
	}
}
function WC() {
	static $wc = null;
	if ( null === $wc ) {
		$wc       = new stdClass();
		$wc->cart = new WP_Tests_Cart();
	}
	return $wc;
}

/** WooCommerce's asset URL for a path of its plugin. */
function wp_tests_wc_url( $path ) {
	return WP_PLUGIN_URL . '/woocommerce/' . $path;
}

/** Registers WooCommerce's storefront scripts (WC_Frontend_Scripts::register_scripts). */
function wp_tests_wc_register_scripts() {
	$scripts = array(
		'js-cookie'                => array( 'assets/js/js-cookie/js.cookie.min.js', array() ),
		'jquery-blockui'           => array( 'assets/js/jquery-blockui/jquery.blockUI.min.js', array( 'jquery' ) ),
		'selectWoo'                => array( 'assets/js/selectWoo/selectWoo.full.min.js', array( 'jquery' ) ),
		'wc-address-i18n'          => array( 'assets/js/frontend/address-i18n.min.js', array( 'jquery', 'wc-country-select' ) ),
		'wc-add-payment-method'    => array( 'assets/js/frontend/add-payment-method.min.js', array( 'jquery', 'woocommerce' ) ),
		'wc-cart'                  => array( 'assets/js/frontend/cart.min.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ),
		'wc-cart-fragments'        => array( 'assets/js/frontend/cart-fragments.min.js', array( 'jquery', 'js-cookie' ) ),
		'wc-checkout'              => array( 'assets/js/frontend/checkout.min.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ),
		'wc-country-select'        => array( 'assets/js/frontend/country-select.min.js', array( 'jquery' ) ),
		'wc-add-to-cart'           => array( 'assets/js/frontend/add-to-cart.min.js', array( 'jquery', 'jquery-blockui' ) ),
		'wc-add-to-cart-variation' => array( 'assets/js/frontend/add-to-cart-variation.min.js', array( 'jquery', 'wp-util', 'jquery-blockui' ) ),
		'wc-single-product'        => array( 'assets/js/frontend/single-product.min.js', array( 'jquery' ) ),
		'woocommerce'              => array( 'assets/js/frontend/woocommerce.min.js', array( 'jquery', 'jquery-blockui', 'js-cookie' ) ),
		'wc-tokenization-form'     => array( 'assets/js/frontend/tokenization-form.min.js', array( 'jquery' ) ),
	);
	foreach ( $scripts as $handle => $script ) {
		wp_register_script( $handle, wp_tests_wc_url( $script[0] ), $script[1], WC_VERSION, array( 'strategy' => 'defer' ) );
	}
}

/** WC_Frontend_Scripts::load_scripts, for the pages under test. */
function wp_tests_wc_load_scripts() {
	wp_tests_wc_register_scripts();
	if ( 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart' ) ) {
		wp_enqueue_script( 'wc-add-to-cart' );
	}
	if ( is_cart() ) {
		wp_enqueue_script( 'wc-cart' );
	}
	if ( is_cart() || is_checkout() || is_account_page() ) {
		wp_enqueue_script( 'selectWoo' );
	}
	if ( is_checkout() ) {
		wp_enqueue_script( 'wc-checkout' );
	}
	if ( is_add_payment_method_page() ) {
		wp_enqueue_script( 'wc-add-payment-method' );
	}
	if ( is_product() ) {
		wp_enqueue_script( 'wc-single-product' );
	}
	wp_enqueue_script( 'woocommerce' );
}
add_action( 'wp_enqueue_scripts', 'wp_tests_wc_load_scripts' );

/** Each handle's localized data, with WC_Frontend_Scripts::get_script_data's keys. */
function wp_tests_wc_script_data( $handle ) {
	$ajax = array(
		'ajax_url'    => '/wp-admin/admin-ajax.php',
		'wc_ajax_url' => '/?wc-ajax=%%endpoint%%',
	);
	switch ( $handle ) {
		case 'woocommerce':
			return $ajax + array(
				'i18n_password_show' => 'Show password',
				'i18n_password_hide' => 'Hide password',
			);
		case 'wc-single-product':
			return array(
				'i18n_required_rating_text' => 'Please select a rating',
				'review_rating_required'    => 'yes',
				'flexslider_enabled'        => false,
				'zoom_enabled'              => false,
				'photoswipe_enabled'        => false,
			);
		case 'wc-checkout':
			return $ajax + array(
				'update_order_review_nonce' => 'nonce-uor',
				'apply_coupon_nonce'        => 'nonce-ac',
				'remove_coupon_nonce'       => 'nonce-rc',
				'option_guest_checkout'     => 'yes',
				'checkout_url'              => '/?wc-ajax=checkout',
				'is_checkout'               => wp_tests_kind_is( 'classic checkout', 'block checkout' ) ? 1 : 0,
				'debug_mode'                => false,
				'i18n_checkout_error'       => 'Error processing checkout. Please try again.',
			);
		case 'wc-address-i18n':
			return array(
				'locale'             => '{"default":{}}',
				'locale_fields'      => '{"postcode":"#billing_postcode_field, #shipping_postcode_field"}',
				'i18n_required_text' => 'required',
				'i18n_optional_text' => 'optional',
			);
		case 'wc-cart':
			return $ajax + array(
				'update_shipping_method_nonce' => 'nonce-usm',
				'apply_coupon_nonce'           => 'nonce-ac',
				'remove_coupon_nonce'          => 'nonce-rc',
			);
		case 'wc-cart-fragments':
			return $ajax + array(
				'cart_hash_key'   => 'wc_cart_hash_0123',
				'fragment_name'   => 'wc_fragments_0123',
				'request_timeout' => 5000,
			);
		case 'wc-add-to-cart':
			return $ajax + array(
				'i18n_view_cart'          => 'View cart',
				'cart_url'                => '/cart/',
				'is_cart'                 => is_cart(),
				'cart_redirect_after_add' => 'no',
			);
		case 'wc-add-to-cart-variation':
			return array(
				'wc_ajax_url'                      => $ajax['wc_ajax_url'],
				'i18n_no_matching_variations_text' => 'Sorry, no products matched your selection. Please choose a different combination.',
				'i18n_make_a_selection_text'       => 'Please select some product options before adding this product to your cart.',
				'i18n_unavailable_text'            => 'Sorry, this product is unavailable. Please choose a different combination.',
			);
		case 'wc-country-select':
			return array(
				'countries'              => '{"DE":[]}',
				'i18n_select_state_text' => 'Select an option&hellip;',
			);
	}
	return false;
}

/** WC_Frontend_Scripts::localize_printed_scripts: each queued handle once. */
function wp_tests_wc_localize_printed_scripts() {
	static $localized = array();
	foreach ( array( 'woocommerce', 'wc-single-product', 'wc-checkout', 'wc-address-i18n', 'wc-cart', 'wc-cart-fragments', 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-country-select' ) as $handle ) {
		if ( in_array( $handle, $localized, true ) || ! wp_script_is( $handle ) ) {
			continue;
		}
		$data = wp_tests_wc_script_data( $handle );
		if ( $data ) {
			$localized[] = $handle;
			wp_localize_script( $handle, str_replace( '-', '_', $handle ) . '_params', $data );
		}
	}
}
add_action( 'wp_print_scripts', 'wp_tests_wc_localize_printed_scripts', 5 );
add_action( 'wp_print_footer_scripts', 'wp_tests_wc_localize_printed_scripts', 5 );

/** OrderAttributionController::enqueue_scripts_and_styles. */
function wp_tests_wc_order_attribution() {
	wp_enqueue_script( 'sourcebuster-js', wp_tests_wc_url( 'assets/js/sourcebuster/sourcebuster.min.js' ), array(), WC_VERSION, true );
	wp_enqueue_script( 'wc-order-attribution', wp_tests_wc_url( 'assets/js/frontend/order-attribution.min.js' ), array( 'sourcebuster-js' ), WC_VERSION, true );
	wp_localize_script(
		'wc-order-attribution',
		'wc_order_attribution',
		array(
			'params' => array(
				'lifetime'      => 1.0E-5,
				'session'       => 30,
				'base64'        => false,
				'ajaxurl'       => '/wp-admin/admin-ajax.php',
				'prefix'        => 'wc_order_attribution_',
				'allowTracking' => true,
			),
			'fields' => array(
				'source_type'  => 'current.typ',
				'referrer'     => 'current_add.rf',
				'utm_campaign' => 'current.cmp',
			),
		)
	);
}
add_action( 'wp_enqueue_scripts', 'wp_tests_wc_order_attribution' );

/**
 * WooCommerce Blocks' global handles, and the cart and checkout blocks'
 * scripts, which depend on every active payment method's handles
 * (Payments\Api::add_payment_method_script_dependencies), registered as the
 * block types are (at init, before any enqueueing).
 */
function wp_tests_wc_register_blocks() {
	$payment_method_handles = apply_filters( 'wp_tests_payment_method_script_handles', array() );
	wp_register_script( 'wc-settings', wp_tests_wc_url( 'assets/client/blocks/wc-settings.js' ), array( 'wp-hooks' ), WC_VERSION, true );
	wp_add_inline_script( 'wc-settings', 'var wcSettings = wcSettings || JSON.parse( decodeURIComponent( \'%7B%22stripe_data%22%3A%7B%7D%7D\' ) );', 'before' );
	wp_register_script( 'wc-blocks-registry', wp_tests_wc_url( 'assets/client/blocks/wc-blocks-registry.js' ), array( 'react', 'wc-settings', 'wp-data', 'wp-element', 'wp-hooks', 'wp-i18n' ), WC_VERSION, true );
	foreach ( array( 'checkout', 'cart' ) as $block ) {
		wp_register_script(
			"wc-{$block}-block-frontend",
			wp_tests_wc_url( "assets/client/blocks/{$block}-frontend.js" ),
			array_merge( array( 'wc-blocks-registry', 'wc-settings', 'wp-data', 'wp-element', 'wp-i18n', 'react', 'react-jsx-runtime' ), $payment_method_handles ),
			WC_VERSION,
			true
		);
	}
}
add_action( 'wp_enqueue_scripts', 'wp_tests_wc_register_blocks', 0 );

/**
 * Payments\Api::verify_payment_methods_dependencies (WooCommerce 10.0.2,
 * src/Blocks/Payments/Api.php), on `wp_print_scripts` at priority 1: it asks
 * every active payment method for its script handles again, so the gateway
 * registers its block integration (already registered: no change) and sets
 * its translations once more, on whatever that handle now is.
 */
add_action(
	'wp_print_scripts',
	function () {
		apply_filters( 'wp_tests_payment_method_script_handles', array() );
	},
	1
);

/** What the page's body enqueues as it renders. */
function wp_tests_wc_body() {
	// A Checkout block holding the store's checkout page (`"checkout
	// block": true`) queues its script at the order-pay and order-received
	// endpoints too, then renders the shortcode there (WooCommerce 10.0.2,
	// AbstractBlock::render_callback(), Checkout::render()).
	$endpoint = wp_tests_page( 'checkout block' ) && ( is_wc_endpoint_url( 'order-pay' ) || is_wc_endpoint_url( 'order-received' ) );
	if ( wp_tests_kind_is( 'block checkout' ) || $endpoint ) {
		wp_enqueue_script( 'wc-checkout-block-frontend' );
	}
	if ( wp_tests_kind_is( 'block cart' ) ) {
		wp_enqueue_script( 'wc-cart-block-frontend' );
	}
	// The theme's mini cart widget, outside the cart and checkout.
	if ( ! is_cart() && ! is_checkout() ) {
		wp_enqueue_script( 'wc-cart-fragments' );
	}
	// The variable product's add to cart form.
	if ( wp_tests_kind_is( 'variable product' ) ) {
		wp_enqueue_script( 'wc-add-to-cart-variation' );
	}
	// The cart's shipping calculator.
	if ( wp_tests_kind_is( 'cart' ) ) {
		wp_enqueue_script( 'wc-country-select' );
	}
	// My account → Addresses → Edit (WC_Shortcode_My_Account::edit_address).
	if ( wp_tests_kind_is( 'edit address' ) ) {
		wp_enqueue_script( 'wc-country-select' );
		wp_enqueue_script( 'wc-address-i18n' );
	}
	// Saved methods in a payment box (WC_Payment_Gateway::tokenization_script).
	if ( wp_tests_kind_is( 'classic checkout', 'pay for order', 'add payment method' ) ) {
		wp_enqueue_script( 'wc-tokenization-form' );
	}
}
add_action( 'wp_tests_body', 'wp_tests_wc_body' );
