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
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this page's wallet buttons start from the shopper's cart: the
 * classic cart and checkout, where the gateway enqueued its wallet script.
 *
 * @return bool
 */
function wc_stripe_frontend_buttons_read_cart() {
	if ( ! function_exists( 'WC' ) || ! wp_script_is( 'wc_stripe_express_checkout', 'enqueued' ) ) {
		return false;
	}
	return in_array( wc_stripe_frontend_page_kind(), array( 'cart', 'classic checkout' ), true );
}

/**
 * Runs the Store API's GET /cart inside this request and prints its answer
 * (a 200 only, as rest_preload_api_request() keeps) for apiFetch.
 */
function wc_stripe_frontend_preload_cart() {
	if ( ! wc_stripe_frontend_buttons_read_cart() || ! function_exists( 'rest_preload_api_request' ) ) {
		return;
	}
	$preloaded = rest_preload_api_request( array(), '/wc/store/v1/cart' );
	if ( empty( $preloaded ) ) {
		return;
	}
	wp_add_inline_script(
		'wp-api-fetch',
		sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preloaded ) ),
		'after'
	);
}
