<?php
/**
 * The gateway's and WooCommerce's front-end handles our scripts replace.
 *
 * Each stays registered, as an alias (no source) of the script of ours that
 * does its work, so whatever depends on it still loads, after ours. Its page
 * data (`wp_localize_script()`, inline scripts before it) is handed to our
 * script, printed before it, because our scripts read those globals.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Replaced handle => the handle of ours that takes its place.
 *
 * WooCommerce's (includes/class-wc-frontend-scripts.php; order attribution
 * from its OrderAttributionController) whose behaviours our storefront,
 * account and classic scripts carry, and the gateway's classic and wallet
 * scripts, are replaced by the page's script. The gateway's block
 * integration, which WooCommerce Blocks makes the checkout and cart blocks'
 * scripts depend on, is replaced by our block checkout script, except at
 * the checkout's order-pay and order-received endpoints, where it stands
 * for the page's script (wc_stripe_frontend_is_checkout_endpoint()).
 *
 * Not replaced: WooCommerce's tokenization form, credit card form, password
 * strength meter, lost password, geolocation and the gallery's libraries,
 * which our scripts do not do for every gateway and theme, nor the
 * libraries WooCommerce's scripts bring (jQuery, blockUI, js-cookie,
 * wp-util, selectWoo), which others use too.
 *
 * @return array<string, string>
 */
function wc_stripe_frontend_replaced_handles() {
	$page     = wc_stripe_frontend_page_handle();
	$replaced = array();
	$by_page  = array(
		'woocommerce',
		'wc-cart-fragments',
		'wc-add-to-cart',
		'wc-add-to-cart-variation',
		'wc-single-product',
		'wc-cart',
		'wc-checkout',
		'wc-country-select',
		'wc-address-i18n',
		'wc-add-payment-method',
		'sourcebuster-js',
		'wc-order-attribution',
		'wc-stripe-upe-classic',
		'wc_stripe_express_checkout',
		// The gateway's wallet script with its Express Checkout Element
		// off, its default (includes/payment-request.php).
		'wc_stripe_payment_request',
	);
	if ( $page ) {
		foreach ( $by_page as $handle ) {
			$replaced[ $handle ] = $page;
		}
	}
	$block = wc_stripe_frontend_block_handle();
	if ( $block ) {
		$replaced['wc-stripe-blocks-integration'] = wc_stripe_frontend_is_checkout_endpoint() && $page ? $page : $block;
	}

	/**
	 * Filters the scripts ours replace on this page, and by which of ours.
	 *
	 * Remove a handle to keep that script: it then loads as WooCommerce or
	 * the gateway registered it, with its own page data and dependencies,
	 * beside ours (which still does what it did, so keep only a script whose
	 * work does not clash with ours, such as `wc-single-product` for a theme
	 * script that needs it). Add a registered handle to make it an alias of
	 * one of ours. Entries whose value is not one of our handles are
	 * ignored. Applied each time the list is read, from
	 * `wp_enqueue_scripts` (priority 1001) to the footer's scripts.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, string> $replaced    Replaced handle => the handle
	 *                                           of ours that takes its place.
	 * @param string                $page_handle The page's one handle of
	 *                                           ours ('' when none).
	 */
	$filtered = apply_filters( 'wc_stripe_frontend_replaced_handles', $replaced, $page );
	$ours     = wc_stripe_frontend_page_handles();
	$replaced = array();
	foreach ( is_array( $filtered ) ? $filtered : array() as $handle => $by ) {
		if ( is_string( $handle ) && in_array( $by, $ours, true ) ) {
			$replaced[ $handle ] = $by;
		}
	}
	return $replaced;
}

/**
 * Whether this is the checkout's order-pay or order-received endpoint.
 *
 * A Checkout block page there renders WooCommerce's shortcode in place of
 * the block, but still queues the block's script first, which depends on
 * the gateway's block integration (WooCommerce 10.0.2,
 * src/Blocks/BlockTypes/AbstractBlock.php render_callback() calls
 * enqueue_assets() before Checkout::render(), whose is_checkout_endpoint()
 * then returns `[woocommerce_checkout]`). Were the integration our block
 * checkout script there, the page would load two scripts of ours, the
 * pay-for-order or order-received one and the block one, each registering
 * the `wc/stripe` store ('Store "wc/stripe" is already registered.').
 * Nothing there needs the block script: no block mounts.
 *
 * @return bool
 */
function wc_stripe_frontend_is_checkout_endpoint() {
	return is_wc_endpoint_url( 'order-pay' ) || is_wc_endpoint_url( 'order-received' );
}

/**
 * The libraries WooCommerce's replaced handles depend on, which an alias
 * keeps depending on: other scripts (themes, other gateways, the Stripe
 * gateway's own legacy scripts calling `$form.block()`) use them without
 * declaring them, because WooCommerce's scripts bring them to every page
 * they load on. WooCommerce 10.0.2 (includes/class-wc-frontend-scripts.php,
 * register_scripts()) registers jQuery's blockUI and js-cookie as
 * `jquery-blockui` and `js-cookie`; later releases name them
 * `wc-jquery-blockui` and `wc-js-cookie`, keeping the old names as aliases.
 * `wp-util` (with `underscore`) comes with the variation form. selectWoo is
 * no handle's dependency: WooCommerce enqueues it itself on the cart,
 * checkout and account pages, and it stays enqueued there.
 *
 * @return string[]
 */
function wc_stripe_frontend_kept_dependencies() {
	return array( 'jquery', 'jquery-blockui', 'wc-jquery-blockui', 'js-cookie', 'wc-js-cookie', 'wp-util' );
}

/**
 * Turns each registered replaced handle into an alias of ours, in the
 * footer (a head alias would pull our script into the head, before the data
 * printed later on the page). Stripe.js stays a dependency where it was one,
 * so the pages the gateway loads it on still load it; so do the other
 * replaced handles it needed, and the libraries WooCommerce's handles bring
 * (wc_stripe_frontend_kept_dependencies()), so a page loads them wherever
 * WooCommerce would have. Page data the handle already carries goes with
 * the alias. Runs again before the footer's scripts, for handles
 * registered later in the page.
 */
function wc_stripe_frontend_replace_handles() {
	$wp_scripts   = wp_scripts();
	$replacements = wc_stripe_frontend_replaced_handles();
	foreach ( $replacements as $handle => $ours ) {
		if ( empty( $wp_scripts->registered[ $handle ]->src ) || ! isset( $wp_scripts->registered[ $ours ] ) ) {
			continue;
		}
		$replaced = $wp_scripts->registered[ $handle ];
		// Ours first; then, of what it needed, Stripe.js, the libraries
		// others rely on, and the other replaced handles (aliases too):
		// WooCommerce localizes a handle only while something queued needs
		// it (the cart's and checkout's country and address data come with
		// `wc-cart` and `wc-checkout`).
		$kept = array_merge( array( 'stripe' ), wc_stripe_frontend_kept_dependencies(), array_keys( $replacements ) );
		$deps = array_merge( array( $ours ), array_values( array_intersect( $replaced->deps, $kept ) ) );
		wp_deregister_script( $handle );
		// No source, so its version is never printed: ours, which it stands for.
		wp_register_script( $handle, false, $deps, $wp_scripts->registered[ $ours ]->ver, array( 'in_footer' => true ) );
		foreach ( array( 'data', 'before', 'after' ) as $key ) {
			if ( ! empty( $replaced->extra[ $key ] ) ) {
				$wp_scripts->add_data( $handle, $key, $replaced->extra[ $key ] );
			}
		}
	}
}

/**
 * Hands the page data of each replaced handle this page prints to our
 * script that replaces it, while ours is still to be printed: its localized
 * globals and its inline scripts that run before it. Inline scripts after
 * it stay on the alias, which prints after ours (and, as WordPress decides,
 * keeps ours from being deferred).
 */
function wc_stripe_frontend_hand_over_page_data() {
	wc_stripe_frontend_replace_handles();
	wc_stripe_frontend_untranslate_aliases();
	$wp_scripts = wp_scripts();
	$handed     = array();
	foreach ( wc_stripe_frontend_replaced_handles() as $handle => $ours ) {
		if (
			! isset( $wp_scripts->registered[ $handle ], $wp_scripts->registered[ $ours ] )
			|| $wp_scripts->registered[ $handle ]->src
			|| in_array( $ours, $wp_scripts->done, true )
			|| ! wp_script_is( $handle, 'enqueued' )
		) {
			continue;
		}
		if ( ! isset( $handed[ $ours ] ) ) {
			$handed[ $ours ] = array(
				'data'   => array(),
				'before' => array(),
			);
		}
		$data = $wp_scripts->get_data( $handle, 'data' );
		if ( $data ) {
			$handed[ $ours ]['data'][] = $data;
			unset( $wp_scripts->registered[ $handle ]->extra['data'] );
		}
		$before = $wp_scripts->get_data( $handle, 'before' );
		if ( $before ) {
			$handed[ $ours ]['before'] = array_merge( $handed[ $ours ]['before'], (array) $before );
			unset( $wp_scripts->registered[ $handle ]->extra['before'] );
		}
	}
	foreach ( $handed as $ours => $parts ) {
		if ( $parts['data'] ) {
			$own = $wp_scripts->get_data( $ours, 'data' );
			if ( $own ) {
				$parts['data'][] = $own;
			}
			$wp_scripts->add_data( $ours, 'data', implode( "\n", $parts['data'] ) );
		}
		if ( $parts['before'] ) {
			$own = $wp_scripts->get_data( $ours, 'before' );
			$wp_scripts->add_data( $ours, 'before', array_merge( $parts['before'], $own ? (array) $own : array() ) );
		}
	}
}

/**
 * Takes off the translations set on an alias after it was made, before
 * WordPress prints it. An alias prints no script, so it has nothing to
 * translate (ours carries its own translations), but WordPress loads them
 * all the same: WordPress 6.8.3's load_script_textdomain()
 * (wp-includes/l10n.php) makes the alias's `false` source the site's bare
 * URL, whose wp_parse_url() has no path, and reads that path three times
 * (the content, plugins and site URL checks): three warnings and three
 * deprecations per page.
 *
 * The gateway sets them: WC_Stripe_Blocks_Support::
 * get_payment_method_script_handles() (8.8.0) calls wp_register_script(),
 * which leaves our alias in place, then wp_set_script_translations() on it,
 * each time WooCommerce asks for the payment methods' scripts; WooCommerce
 * 10.0.2 asks again on `wp_print_scripts` at priority 1
 * (Payments\Api::verify_payment_methods_dependencies()), after the
 * aliases are made, and as its Mini-Cart block renders. This runs in each
 * pass that hands page data over, just before each group is printed.
 */
function wc_stripe_frontend_untranslate_aliases() {
	$wp_scripts = wp_scripts();
	foreach ( array_keys( wc_stripe_frontend_replaced_handles() ) as $handle ) {
		if ( isset( $wp_scripts->registered[ $handle ] ) && ! $wp_scripts->registered[ $handle ]->src ) {
			$wp_scripts->registered[ $handle ]->textdomain        = null;
			$wp_scripts->registered[ $handle ]->translations_path = null;
		}
	}
}
