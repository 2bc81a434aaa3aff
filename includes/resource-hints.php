<?php
/**
 * Fewer round trips: connections to Stripe opened early, and what every
 * visit of a page fetches named in its head.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this page loads Stripe.js (the gateway's `stripe` handle).
 *
 * Where a queued script needs it, yes. The block checkout's and block cart's
 * scripts are queued only as the block renders, after the head: there the
 * gateway's block integration (registered while its methods are active)
 * says so.
 *
 * @return bool
 */
function wc_stripe_frontend_loads_stripe() {
	if ( ! wp_script_is( 'stripe', 'registered' ) ) {
		return false;
	}
	if ( wp_script_is( 'stripe', 'enqueued' ) ) {
		return true;
	}
	$block = wc_stripe_frontend_block_handle();
	if ( ! $block || wc_stripe_frontend_page_handle() !== $block ) {
		return false;
	}
	$registered = wp_scripts()->registered;
	return isset( $registered['wc-stripe-blocks-integration'] )
		&& in_array( 'stripe', $registered['wc-stripe-blocks-integration']->deps, true );
}

/**
 * Preconnects to Stripe's origins on pages that load Stripe.js: its script
 * (js.stripe.com), and its API (api.stripe.com, which Stripe.js calls
 * without credentials, so the connection is opened in that mode).
 *
 * @param array  $urls          The hints of this relation.
 * @param string $relation_type The relation: dns-prefetch, preconnect, …
 * @return array
 */
function wc_stripe_frontend_resource_hints( $urls, $relation_type ) {
	if ( 'preconnect' === $relation_type && wc_stripe_frontend_loads_stripe() ) {
		$urls[] = array( 'href' => 'https://js.stripe.com' );
		$urls[] = array(
			'href'        => 'https://api.stripe.com',
			'crossorigin' => 'anonymous',
		);
	}
	return $urls;
}

/**
 * The chunks our page script loads as the page opens, where the page has
 * what they serve: the wallet buttons' code (and what it shares with the
 * later code, `later~wallet-buttons`) where the gateway prints its wallet
 * settings, and the code that takes their cart from the page where the
 * buttons start from the cart (includes/preloaded-cart.php). The build
 * lists them per script in build/scripts.json (`opens`), with the `?ver=`
 * the script's `import()` asks for; each URL is its file under our
 * script's own folder.
 *
 * @return string[] URLs.
 */
function wc_stripe_frontend_opening_chunks() {
	$handle = wc_stripe_frontend_page_handle();
	if ( ! $handle || ! wp_script_is( 'wc_stripe_express_checkout', 'enqueued' ) ) {
		return array();
	}
	$moments = wc_stripe_frontend_buttons_read_cart() ? array( 'wallet-buttons', 'cart-sheet' ) : array( 'wallet-buttons' );
	$scripts = wc_stripe_frontend_build_json( 'scripts.json' );
	$name    = wc_stripe_frontend_script_name( $handle );
	$src     = wc_stripe_frontend_script_url( $handle );
	$opens   = isset( $scripts[ $name . '.js' ]['opens'] ) ? (array) $scripts[ $name . '.js' ]['opens'] : array();
	if ( empty( $opens['wallet-buttons'] ) || ! $src ) {
		return array();
	}
	$folder = preg_replace( '#[^/]*$#', '', strtok( $src, '?' ) );
	$urls   = array();
	foreach ( $moments as $moment ) {
		foreach ( isset( $opens[ $moment ] ) ? (array) $opens[ $moment ] : array() as $file ) {
			$urls[] = $folder . $file;
		}
	}
	return $urls;
}

/**
 * Preloads what every visit of the page fetches: Stripe.js, with the very
 * URL its script tag has, and the chunks the page opens with. The chunks are
 * modules (the script's `import()`), fetched in CORS mode: the preload asks
 * for them in that mode, or the browser would not use it.
 *
 * @param array $resources The preloads.
 * @return array
 */
function wc_stripe_frontend_preload_resources( $resources ) {
	if ( wc_stripe_frontend_loads_stripe() ) {
		$stripe = wc_stripe_frontend_script_url( 'stripe' );
		if ( $stripe ) {
			$resources[] = array(
				'href' => $stripe,
				'as'   => 'script',
			);
		}
	}
	foreach ( wc_stripe_frontend_opening_chunks() as $url ) {
		$resources[] = array(
			'href'        => $url,
			'as'          => 'script',
			'crossorigin' => 'anonymous',
		);
	}
	return $resources;
}
