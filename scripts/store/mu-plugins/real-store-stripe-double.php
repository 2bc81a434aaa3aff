<?php
/**
 * Must-use plugin of the real store (scripts/store/ copies it in on every
 * start): only Stripe is stood in, at its own two boundaries, and nothing
 * leaves the machine.
 *
 * - The gateway's PHP calls api.stripe.com through WordPress's HTTP API
 *   (WC_Stripe_API::request() / retrieve(): wp_safe_remote_post/get). Each
 *   such request is answered by the Stripe double beside the store
 *   (dev/server/stripe/rest-api/, at STORE_STRIPE_DOUBLE, wp-config.php): the
 *   same method, headers (the secret key) and form-encoded body, sent there
 *   instead.
 * - Every other request to another host is refused (WP_HTTP_BLOCK_EXTERNAL
 *   does that too; this also covers requests made with it lifted) and
 *   noted in the debug log, so a new one is seen.
 * - Pages load the Stripe.js double from the same server where the gateway
 *   registers https://js.stripe.com/v3/ (the `stripe` handle).
 * - Mail is not sent (no mail server here).
 *
 * Follows: WordPress 6.8.3 WP_Http::request() (`pre_http_request`),
 * WP_Scripts::do_item() (`script_loader_src`), wp_mail() (`pre_wp_mail`);
 * woocommerce-gateway-stripe 8.8.0 includes/class-wc-stripe-api.php.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( 'api.stripe.com' === $host ) {
			$path = (string) wp_parse_url( $url, PHP_URL_PATH );
			$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
			$local = STORE_STRIPE_DOUBLE . $path . ( '' === $query ? '' : '?' . $query );
			// The double is on this machine: WordPress's check against
			// local addresses (wp_safe_remote_*) is lifted for it alone.
			$args['reject_unsafe_urls'] = false;
			return wp_remote_request( $local, $args );
		}
		$double = (string) wp_parse_url( STORE_STRIPE_DOUBLE, PHP_URL_HOST );
		$home   = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		if ( in_array( $host, array( $double, $home, 'localhost' ), true ) ) {
			return $response;
		}
		error_log( 'real-store: refused an outbound HTTP request to ' . $url ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		return new WP_Error( 'real_store_offline', 'The real store makes no requests outside this machine.' );
	},
	PHP_INT_MAX,
	3
);

add_filter(
	'script_loader_src',
	function ( $src, $handle ) {
		if ( 'stripe' === $handle && 0 === strpos( (string) $src, 'https://js.stripe.com/v3/' ) ) {
			return STORE_STRIPE_DOUBLE . '/v3/' . substr( $src, strlen( 'https://js.stripe.com/v3/' ) );
		}
		return $src;
	},
	10,
	2
);

add_filter( 'pre_wp_mail', '__return_true', PHP_INT_MAX );

/*
 * The gateway's source zip has no build/: scripts/store/gateway-js.js builds
 * it with the gateway's own npm and webpack set-up once per zip. Where that
 * build could not be made (no npm registry), its three stylesheets
 * (upe_classic.css, upe_blocks.css, express_checkout.css) are registered but
 * not there: the store then prints no link to a gateway file that is not
 * there, rather than a 404 on every page.
 */
add_filter(
	'style_loader_src',
	function ( $src ) {
		$build = plugins_url( 'woocommerce-gateway-stripe/build/' );
		if ( 0 !== strpos( (string) $src, $build ) ) {
			return $src;
		}
		$file = WP_PLUGIN_DIR . '/woocommerce-gateway-stripe/build/' . strtok( substr( $src, strlen( $build ) ), '?' );
		return file_exists( $file ) ? $src : false;
	}
);
