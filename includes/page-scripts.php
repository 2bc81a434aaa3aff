<?php
/**
 * Our script handles: registered from the build, one enqueued per page.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * A JSON file the build wrote into build/, decoded; an empty array when it is
 * missing or broken.
 *
 * @param string $name The file's name in build/.
 * @return array
 */
function wc_stripe_frontend_build_json( $name ) {
	static $read = array();
	if ( ! isset( $read[ $name ] ) ) {
		$file          = plugin_dir_path( WC_STRIPE_FRONTEND_FILE ) . 'build/' . $name;
		$json          = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
		$read[ $name ] = is_array( $json ) ? $json : array();
	}
	return $read[ $name ];
}

/**
 * Which kind of page enqueues which handle (assets/js/pages/page-handles.json,
 * copied into build/ by the build).
 *
 * @return array<string, string> Page kind => handle.
 */
function wc_stripe_frontend_page_handles() {
	return wc_stripe_frontend_build_json( 'page-handles.json' );
}

/**
 * The file name of one of our handles: `wc-stripe-NAME` is build/NAME.js.
 *
 * @param string $handle One of our handles.
 * @return string NAME.
 */
function wc_stripe_frontend_script_name( $handle ) {
	return substr( $handle, strlen( 'wc-stripe-' ) );
}

/**
 * Registers each of our handles with the dependencies and version of its
 * asset file, deferred in the footer, and with its translations in the
 * plugin's languages/ folder (WordPress finds them by the md5 of
 * `build/NAME.js`, the path relative to the plugin).
 */
function wc_stripe_frontend_register_scripts() {
	$dir = plugin_dir_path( WC_STRIPE_FRONTEND_FILE );
	foreach ( array_unique( array_values( wc_stripe_frontend_page_handles() ) ) as $handle ) {
		$name  = wc_stripe_frontend_script_name( $handle );
		$asset = $dir . 'build/' . $name . '.asset.php';
		if ( ! is_readable( $asset ) ) {
			continue;
		}
		$asset = require $asset;
		wp_register_script(
			$handle,
			plugins_url( 'build/' . $name . '.js', WC_STRIPE_FRONTEND_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_set_script_translations( $handle, 'woocommerce-gateway-stripe', $dir . 'languages' );
	}
}

/**
 * The one handle of ours this page loads; decided once, when first asked
 * (after WooCommerce and the gateway enqueued theirs).
 *
 * A page of no kind of its own gets the shop's script where WooCommerce
 * enqueued its ajax add to cart or cart fragments there (a mini cart in the
 * header, product buttons in a page's content): those are the shop script's
 * behaviours.
 *
 * @return string The handle, or '' when the build is missing.
 */
function wc_stripe_frontend_page_handle() {
	static $handle = null;
	if ( null === $handle && ! function_exists( 'WC' ) ) {
		// WooCommerce is not running: its conditional tags are missing.
		return '';
	}
	if ( null === $handle ) {
		$handles = wc_stripe_frontend_page_handles();
		$kind    = wc_stripe_frontend_page_kind();
		$key     = $kind;
		if ( 'block cart' === $kind ) {
			$key = 'block checkout';
		} elseif ( 'any other page' === $kind && ( wp_script_is( 'wc-add-to-cart' ) || wp_script_is( 'wc-cart-fragments' ) ) ) {
			$key = 'shop';
		}
		$mapped = isset( $handles[ $key ] ) ? $handles[ $key ] : '';

		/**
		 * Filters the one script of ours this page loads.
		 *
		 * Return another handle of ours (a value of build/page-handles.json,
		 * `wc-stripe-NAME` for build/NAME.js) to load that one instead, or ''
		 * to load none: then no script is replaced on this page but the
		 * gateway's block integration (the block checkout's script of ours
		 * stays its replacement), and WooCommerce's and the gateway's own
		 * scripts load as they registered them. Anything else is ignored.
		 * Applied once per request, after WooCommerce and the gateway
		 * enqueued their scripts (`wp_enqueue_scripts`, priority 1000).
		 *
		 * @since 0.1.0
		 *
		 * @param string $handle The page map's handle for this kind of page.
		 * @param string $kind   The page's kind: a key of the page map, or
		 *                       'block cart' (which loads the block
		 *                       checkout's handle).
		 */
		$filtered = apply_filters( 'wc_stripe_frontend_page_handle', $mapped, $kind );
		$handle   = ( '' === $filtered || in_array( $filtered, $handles, true ) ) ? $filtered : $mapped;
	}
	return $handle;
}

/**
 * The handle of our block checkout script, which the block checkout and
 * block cart load through the gateway's block integration handle.
 *
 * @return string
 */
function wc_stripe_frontend_block_handle() {
	$handles = wc_stripe_frontend_page_handles();
	return isset( $handles['block checkout'] ) ? $handles['block checkout'] : '';
}

/**
 * Enqueues the page's handle.
 */
function wc_stripe_frontend_enqueue_page_script() {
	if ( ! function_exists( 'WC' ) ) {
		return;
	}
	$handle = wc_stripe_frontend_page_handle();
	if ( $handle ) {
		wp_enqueue_script( $handle );
	}
}

/**
 * The URL WordPress prints for a registered script, as `WP_Scripts::do_item()`
 * builds it (version argument, site-relative sources, `script_loader_src`),
 * so that a preload names exactly what the page then fetches.
 *
 * @param string $handle A registered handle with a source.
 * @return string The URL, or '' for an alias or unknown handle.
 */
function wc_stripe_frontend_script_url( $handle ) {
	$wp_scripts = wp_scripts();
	if ( empty( $wp_scripts->registered[ $handle ]->src ) ) {
		return '';
	}
	$script = $wp_scripts->registered[ $handle ];
	$src    = $script->src;
	if ( null === $script->ver ) {
		$ver = '';
	} else {
		$ver = $script->ver ? $script->ver : $wp_scripts->default_version;
	}
	if ( isset( $wp_scripts->args[ $handle ] ) ) {
		$ver = $ver ? $ver . '&amp;' . $wp_scripts->args[ $handle ] : $wp_scripts->args[ $handle ];
	}
	if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $wp_scripts->content_url && 0 === strpos( $src, $wp_scripts->content_url ) ) ) {
		$src = $wp_scripts->base_url . $src;
	}
	if ( ! empty( $ver ) ) {
		$src = add_query_arg( 'ver', $ver, $src );
	}
	/**
	 * WordPress's own filter of a script's URL, applied as WP_Scripts::do_item()
	 * applies it. This filter is documented in wp-includes/class-wp-scripts.php.
	 *
	 * @since 2.2.0 (WordPress)
	 */
	return esc_url_raw( apply_filters( 'script_loader_src', $src, $handle ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's hook, not ours.
}
