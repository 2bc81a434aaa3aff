<?php
/**
 * The cart the wallet buttons start from, printed into the page.
 *
 * On the classic cart and checkout the gateway's express params carry no
 * cart (8.8.0 to 10.8), so our buttons read the Store API's cart as the
 * page opens: a round trip after our script has run. Preloaded the way
 * WordPress preloads REST answers (rest_preload_api_request(), handed to
 * apiFetch's preloading middleware after the `wp-api-fetch` handle, as
 * WooCommerce does with its block checkout's cart), the read is answered
 * from the page. apiFetch serves a preloaded answer once; every later
 * read asks the shop.
 *
 * The read is the one the buttons would make, with the same effect on the
 * shopper's session (the Store API caps a line's quantity at the stock
 * left, CartController::normalize_cart(), as any read of it does), and none
 * on the page WooCommerce renders: it runs after the page's content, and
 * leaves WooCommerce's cart checks hooked (wc_stripe_frontend_store_api_cart()).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this page's wallet buttons start from the shopper's cart: the
 * classic cart and checkout, where the gateway enqueued its wallet script,
 * on the store's own cart and checkout pages only.
 *
 * @return bool
 */
function wc_stripe_frontend_buttons_read_cart() {
	if ( ! function_exists( 'WC' ) || ! wc_stripe_frontend_wallet_script_enqueued() ) {
		return false;
	}
	return in_array( wc_stripe_frontend_page_kind(), array( 'cart', 'classic checkout' ), true )
		&& wc_stripe_frontend_is_store_cart_or_checkout();
}

/**
 * Whether this is the cart or checkout page the store set (WooCommerce →
 * Settings → Advanced), the pages WooCommerce keeps out of page caches:
 * WC_Cache_Helper::prevent_caching() (WooCommerce 10.0.2) sends no-cache
 * headers and defines DONOTCACHEPAGE on `wp` for exactly these page ids
 * (and the account page's). is_cart() and is_checkout() also hold on any
 * other page whose content has the cart or checkout shortcode
 * (CartCheckoutUtils::is_page_type()), which a page cache may keep and
 * serve to every visitor with the cart printed into it.
 *
 * @return bool
 */
function wc_stripe_frontend_is_store_cart_or_checkout() {
	$pages = array_filter(
		array( wc_get_page_id( 'cart' ), wc_get_page_id( 'checkout' ) ),
		function ( $id ) {
			return $id > 0;
		}
	);
	return $pages && is_page( $pages );
}

/**
 * Prints the Store API's GET /cart, run inside this request (a 200 only,
 * as rest_preload_api_request() keeps), for apiFetch: after the page's
 * content, just before the footer's scripts, where `wp-api-fetch` prints.
 * Nothing is preloaded where `wp-api-fetch` was already printed; the
 * buttons then read the cart themselves.
 *
 * Encoded with JSON_HEX_TAG and JSON_HEX_AMP, as WordPress 6.8.3 encodes
 * its import map (WP_Script_Modules::print_import_map()): the answer holds
 * product names and the shopper's addresses, and a `<!--` or `<script` in
 * one would change how the browser reads the rest of the script.
 */
function wc_stripe_frontend_preload_cart() {
	if ( ! wc_stripe_frontend_buttons_read_cart() || ! function_exists( 'rest_preload_api_request' ) || wp_script_is( 'wp-api-fetch', 'done' ) ) {
		return;
	}
	$preloaded = wc_stripe_frontend_store_api_cart();
	if ( empty( $preloaded ) ) {
		return;
	}
	wp_add_inline_script(
		'wp-api-fetch',
		sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preloaded, JSON_HEX_TAG | JSON_HEX_AMP ) ),
		'after'
	);
}

/**
 * GET /cart through the Store API inside this request, leaving the request
 * as it found it. The route loads the cart into the Store API's context
 * (CartController::load_cart() sets WC_Cart::$cart_context to `store-api`,
 * which WooCommerce reads for the rest of the request), and validating it
 * (CartController::validate_cart(), WooCommerce 10.0.2) unhooks
 * WC_Cart::check_cart_items and check_cart_coupons from
 * `woocommerce_check_cart_items` for the rest of the request: the classic
 * cart and checkout would then render without their stock and coupon
 * checks. Every callback hooked there before is hooked again, at its
 * priority, and the cart's context is put back.
 *
 * @return array The preloaded answer by path, or an empty array.
 */
function wc_stripe_frontend_store_api_cart() {
	global $wp_filter;
	$hook    = 'woocommerce_check_cart_items';
	$checks  = isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array();
	$cart    = WC()->cart;
	$context = ( $cart && property_exists( $cart, 'cart_context' ) ) ? $cart->cart_context : null;

	$preloaded = rest_preload_api_request( array(), '/wc/store/v1/cart' );

	foreach ( $checks as $priority => $callbacks ) {
		foreach ( $callbacks as $id => $callback ) {
			if ( ! isset( $wp_filter[ $hook ]->callbacks[ $priority ][ $id ] ) ) {
				add_action( $hook, $callback['function'], $priority, $callback['accepted_args'] );
			}
		}
	}
	if ( null !== $context && WC()->cart === $cart ) {
		$cart->cart_context = $context;
	}
	return $preloaded;
}
