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
 * @param string $relation_type The relation (dns-prefetch, preconnect and
 *                              others).
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
	if ( ! $handle || ! wc_stripe_frontend_wallet_script_enqueued() ) {
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
 * What every visit of the page fetches, to preload: Stripe.js, with the
 * very URL its script tag has, and the chunks the page opens with. The
 * chunks are modules (the script's `import()`), fetched in CORS mode: the
 * preload asks for them in that mode, or the browser would not use it.
 * Each carries the nonce the site gives the script it preloads, if any.
 *
 * @return array[] Attributes of each `<link rel="preload">`, in
 *                 wp_preload_resources()'s form, plus `nonce`.
 */
function wc_stripe_frontend_page_preloads() {
	$preloads = array();
	if ( wc_stripe_frontend_loads_stripe() ) {
		$stripe = wc_stripe_frontend_script_url( 'stripe' );
		if ( $stripe ) {
			$preloads[] = array(
				'href'  => $stripe,
				'as'    => 'script',
				'nonce' => wc_stripe_frontend_script_nonce( $stripe, 'stripe-js' ),
			);
		}
	}
	foreach ( wc_stripe_frontend_opening_chunks() as $url ) {
		$preloads[] = array(
			'href'        => $url,
			'as'          => 'script',
			'crossorigin' => 'anonymous',
			'nonce'       => wc_stripe_frontend_script_nonce( $url, '' ),
		);
	}
	return $preloads;
}

/**
 * The nonce the site gives a script of this source, for its preload: a
 * site with a strict Content-Security-Policy adds it to every script tag
 * WordPress prints through the `wp_script_attributes` filter (applied by
 * wp_get_script_tag() since 5.7, which WP_Scripts prints with since 6.3),
 * and the browser refuses a preload of a script without it.
 *
 * @param string $src The script's URL.
 * @param string $id  Its tag's id, as WP_Scripts prints it ('' for a chunk).
 * @return string The nonce, or ''.
 */
function wc_stripe_frontend_script_nonce( $src, $id ) {
	$attributes = $id ? array(
		'src' => $src,
		'id'  => $id,
	) : array( 'src' => $src );
	/**
	 * WordPress's own filter of a script tag's attributes, applied as
	 * wp_get_script_tag() applies it. This filter is documented in
	 * wp-includes/script-loader.php.
	 *
	 * @since 5.7.0 (WordPress)
	 */
	$attributes = apply_filters( 'wp_script_attributes', $attributes ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's hook, not ours.
	return is_array( $attributes ) && isset( $attributes['nonce'] ) && is_string( $attributes['nonce'] ) ? $attributes['nonce'] : '';
}

/**
 * Hands WordPress the preloads that carry no nonce; it prints them
 * (wp_preload_resources(), `wp_head` priority 1).
 *
 * @param array $resources The preloads.
 * @return array
 */
function wc_stripe_frontend_preload_resources( $resources ) {
	foreach ( wc_stripe_frontend_page_preloads() as $preload ) {
		if ( '' === $preload['nonce'] ) {
			unset( $preload['nonce'] );
			$resources[] = $preload;
		}
	}
	return $resources;
}

/**
 * Prints the preloads that carry a nonce, as wp_preload_resources() prints
 * its tags (WordPress 6.8.3, wp-includes/general-template.php), which
 * cannot: it drops every attribute but `as`, `crossorigin`, `href`,
 * `imagesrcset`, `imagesizes`, `type`, `media` and `fetchpriority`.
 */
function wc_stripe_frontend_print_nonced_preloads() {
	foreach ( wc_stripe_frontend_page_preloads() as $preload ) {
		if ( '' === $preload['nonce'] ) {
			continue;
		}
		$html = '';
		foreach ( $preload as $name => $value ) {
			$value = 'href' === $name ? esc_url( $value, array( 'http', 'https' ) ) : esc_attr( $value );
			$html .= " {$name}='{$value}'";
		}
		printf( "<link rel='preload'%s />\n", $html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each value escaped above, as wp_preload_resources() does.
	}
}
