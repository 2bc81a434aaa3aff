<?php
/**
 * Each kind of page, rendered by WordPress's own script loader with the
 * plugin: the one script of ours the page map names, after what its asset
 * file lists; none of the handles it replaces printed; their page data
 * before ours; its translations; Stripe.js, the preconnects and the
 * preloads where they belong; no PHP notice.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/** The scripts a rendered page prints, in order: attributes and content. */
function wp_tests_scripts( array $page ) {
	preg_match_all( '#<script([^>]*)>(.*?)</script>#s', $page['head'] . $page['body'] . $page['footer'], $tags, PREG_SET_ORDER );
	$scripts = array();
	foreach ( $tags as $tag ) {
		preg_match_all( '#([\w-]+)(?:="([^"]*)")?#', $tag[1], $attributes, PREG_SET_ORDER );
		$script = array( 'content' => $tag[2] );
		foreach ( $attributes as $attribute ) {
			$script[ $attribute[1] ] = isset( $attribute[2] ) ? html_entity_decode( $attribute[2] ) : true;
		}
		$scripts[] = $script;
	}
	return $scripts;
}

/**
 * Holds the page to one script of ours: the page map's, from our build/ with
 * its asset file's version and id, after every handle the asset file lists,
 * with the defer strategy asked for and the `defer` attribute where
 * WordPress keeps it (`$deferred`).
 */
function wp_tests_assert_our_script( array $scripts, $handle, $plugin_url, $deferred ) {
	$name  = substr( $handle, strlen( 'wc-stripe-' ) );
	$asset = wp_tests_asset( $handle );
	$ours  = array_values(
		array_filter(
			$scripts,
			function ( $script ) use ( $plugin_url ) {
				return isset( $script['src'] ) && 0 === strpos( $script['src'], $plugin_url );
			}
		)
	);
	wp_assert_same( array( "{$plugin_url}build/{$name}.js?ver={$asset['version']}" ), array_column( $ours, 'src' ), 'our scripts' );
	wp_assert_same( "{$handle}-js", $ours[0]['id'], 'its id' );
	$at = wp_tests_position( $scripts, "{$handle}-js" );
	foreach ( $asset['dependencies'] as $dependency ) {
		$before = wp_tests_position( $scripts, "{$dependency}-js" );
		wp_assert( $before >= 0 && $before < $at, "{$dependency} is printed before {$handle}" );
	}
	wp_assert_same( 'defer', $ours[0]['data-wp-strategy'] ?? null, 'the strategy asked for' );
	wp_assert_same( $deferred, isset( $ours[0]['defer'] ), 'the defer attribute' );
}

/** The position of the script with this id, or -1. */
function wp_tests_position( array $scripts, $id ) {
	foreach ( $scripts as $position => $script ) {
		if ( isset( $script['id'] ) && $id === $script['id'] ) {
			return $position;
		}
	}
	return -1;
}

/** The <link> tags of the head with this rel. */
function wp_tests_links( array $page, $rel ) {
	preg_match_all( "#<link [^>]*rel='{$rel}'[^>]*/>#", $page['head'], $links );
	return $links[0];
}

function wp_tests_page_map() {
	return json_decode( file_get_contents( wp_tests_plugin_dir() . '/build/page-handles.json' ), true );
}

function wp_tests_asset( $handle ) {
	return require wp_tests_plugin_dir() . '/build/' . substr( $handle, strlen( 'wc-stripe-' ) ) . '.asset.php';
}

/**
 * The script ids of the libraries WooCommerce's storefront scripts depend on
 * or enqueue (WooCommerce 10.0.2, class-wc-frontend-scripts.php), and what
 * they bring: jQuery (`jquery` is `jquery-core` and `jquery-migrate`),
 * blockUI, js-cookie, wp-util with underscore, selectWoo.
 */
function wp_tests_library_ids() {
	return array( 'jquery-core-js', 'jquery-migrate-js', 'jquery-blockui-js', 'js-cookie-js', 'wp-util-js', 'underscore-js', 'selectWoo-js' );
}

$plugin_url = 'https://shop.example/wp-content/plugins/woocommerce-gateway-stripe-frontend/';

/*
 * The gateway's classic script depends on WooCommerce's `wc-checkout`, so
 * WooCommerce prints the checkout's data (and its country and address data)
 * wherever the gateway loads it: product, cart, add payment method.
 *
 * Each kind: the page map's key it takes its handle from, the globals our
 * script reads that must be printed before it, whether it loads Stripe.js and
 * shows wallet buttons.
 */
$wp_tests_kinds = array(
	'shop'                  => array( 'shop', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_order_attribution' ), false, false ),
	'product'               => array( 'product', array( 'woocommerce_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_single_product_params', 'wc_order_attribution', 'wc_stripe_upe_params', 'wc_stripe_express_checkout_params' ), true, true ),
	'variable product'      => array( 'variable product', array( 'woocommerce_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_single_product_params', 'wc_add_to_cart_variation_params', 'wc_order_attribution', 'wc_stripe_upe_params', 'wc_stripe_express_checkout_params' ), true, true ),
	'cart'                  => array( 'cart', array( 'woocommerce_params', 'wc_checkout_params', 'wc_add_to_cart_params', 'wc_cart_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution', 'wc_stripe_upe_params', 'wc_stripe_express_checkout_params' ), true, true ),
	'empty cart'            => array( 'empty cart', array( 'woocommerce_params', 'wc_checkout_params', 'wc_add_to_cart_params', 'wc_cart_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution', 'wc_stripe_upe_params' ), true, false ),
	'order received'        => array( 'order received', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution' ), false, false ),
	'my account'            => array( 'my account', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_order_attribution' ), false, false ),
	'edit address'          => array( 'edit address', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution' ), false, false ),
	'add payment method'    => array( 'add payment method', array( 'woocommerce_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_order_attribution', 'wc_stripe_upe_params' ), true, false ),
	'classic checkout'      => array( 'classic checkout', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution', 'wc_stripe_upe_params', 'wc_stripe_express_checkout_params' ), true, true ),
	'pay for order'         => array( 'pay for order', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution', 'wc_stripe_upe_params', 'wc_stripe_express_checkout_params', 'wcStripeExpressCheckoutPayForOrderParams' ), true, true ),
	'change payment method' => array( 'change payment method', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution', 'wc_stripe_upe_params' ), true, false ),
	'block checkout'        => array( 'block checkout', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution' ), true, false ),
	// The cart block loads the block checkout's script (page-kind.php).
	'block cart'            => array( 'block checkout', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_params', 'wc_country_select_params', 'wc_address_i18n_params', 'wc_order_attribution' ), true, false ),
	// WooCommerce enqueues its ajax add to cart on every page: the shop's.
	'any other page'        => array( 'shop', array( 'woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_order_attribution' ), false, false ),
);

$wp_tests_replaced = array( 'woocommerce', 'wc-cart-fragments', 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-cart', 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'wc-add-payment-method', 'sourcebuster-js', 'wc-order-attribution', 'wc-stripe-upe-classic', 'wc_stripe_express_checkout', 'wc-stripe-blocks-integration' );

foreach ( $wp_tests_kinds as $kind => list( $map_key, $globals, $stripe, $wallets ) ) {
	$page = array(
		'kind'   => $kind,
		'locale' => 'de_DE',
	);
	// Where the wallet buttons start from the cart (includes/preloaded-cart.php).
	$reads_cart = $wallets && in_array( $kind, array( 'cart', 'classic checkout' ), true );
	if ( 'change payment method' === $kind ) {
		$page['get'] = array( 'change_payment_method' => '77' );
	}
	$blocks = in_array( $kind, array( 'block checkout', 'block cart' ), true );

	wp_test(
		"{$kind}: prints the page map's one script of ours, after the handles its asset file lists",
		function () use ( $page, $map_key, $plugin_url, $blocks ) {
			// Deferred, except where a blocking script depends on it: the
			// block's own script, which must find our methods registered.
			wp_tests_assert_our_script( wp_tests_scripts( wp_tests_render( $page ) ), wp_tests_page_map()[ $map_key ], $plugin_url, ! $blocks );
		}
	);

	wp_test(
		"{$kind}: prints none of the scripts it replaces",
		function () use ( $page, $plugin_url ) {
			global $wp_tests_replaced;
			$scripts = wp_tests_scripts( wp_tests_render( $page ) );
			foreach ( $scripts as $script ) {
				$id = $script['id'] ?? '';
				foreach ( $wp_tests_replaced as $replaced ) {
					wp_assert( 0 !== strpos( $id, "{$replaced}-js" ), "{$id} is printed" );
				}
				$src = $script['src'] ?? '';
				wp_assert( false === strpos( $src, '/woocommerce-gateway-stripe/' ), "the gateway's {$src} is printed" );
				wp_assert( ! preg_match( '#/woocommerce/assets/js/(frontend/(woocommerce|cart|checkout|add-to-cart|single-product|country-select|address-i18n|add-payment-method|order-attribution)|sourcebuster)#', $src ), "WooCommerce's {$src} is printed" );
			}
		}
	);

	wp_test(
		"{$kind}: the replaced scripts' page data is printed before ours",
		function () use ( $page, $map_key, $globals ) {
			$handle  = wp_tests_page_map()[ $map_key ];
			$scripts = wp_tests_scripts( wp_tests_render( $page ) );
			$extra   = wp_tests_position( $scripts, "{$handle}-js-extra" );
			wp_assert( $extra >= 0 && $extra < wp_tests_position( $scripts, "{$handle}-js" ), 'our data comes before our script' );
			preg_match_all( '#^var (\w+) = \{#m', $scripts[ $extra ]['content'], $printed );
			$printed = $printed[1];
			sort( $printed );
			sort( $globals );
			wp_assert_same( $globals, $printed, 'the globals' );
			$all = implode( '', array_column( $scripts, 'content' ) );
			foreach ( $globals as $name ) {
				wp_assert_same( 1, substr_count( $all, "var {$name} = " ), "{$name} printed once" );
			}
		}
	);

	wp_test(
		"{$kind}: our script's translations are those WordPress finds by the md5 of build/NAME.js",
		function () use ( $page, $map_key ) {
			$handle  = wp_tests_page_map()[ $map_key ];
			$name    = substr( $handle, strlen( 'wc-stripe-' ) );
			$file    = wp_tests_plugin_dir() . '/languages/woocommerce-gateway-stripe-de_DE-' . md5( "build/{$name}.js" ) . '.json';
			$scripts = wp_tests_scripts( wp_tests_render( $page ) );
			$at      = wp_tests_position( $scripts, "{$handle}-js-translations" );
			wp_assert( is_readable( $file ), "{$file} ships" );
			wp_assert( $at >= 0 && $at < wp_tests_position( $scripts, "{$handle}-js" ), 'translations before our script' );
			wp_assert( false !== strpos( $scripts[ $at ]['content'], '"woocommerce-gateway-stripe", ' . file_get_contents( $file ) ), 'the JSON of languages/' );
			$english = wp_tests_scripts( wp_tests_render( array( 'locale' => 'en_US' ) + $page ) );
			wp_assert_same( -1, wp_tests_position( $english, "{$handle}-js-translations" ), 'none in English' );
		}
	);

	wp_test(
		"{$kind}: Stripe.js, its preconnects and preload " . ( $stripe ? 'are there' : 'are not' ),
		function () use ( $page, $stripe ) {
			$rendered = wp_tests_render( $page );
			$at       = wp_tests_position( wp_tests_scripts( $rendered ), 'stripe-js' );
			wp_assert_same( $stripe, $at >= 0, 'the stripe handle' );
			$expected = $stripe ? array(
				"<link href='https://js.stripe.com' rel='preconnect' />",
				"<link href='https://api.stripe.com' crossorigin='anonymous' rel='preconnect' />",
			) : array();
			wp_assert_same( $expected, wp_tests_links( $rendered, 'preconnect' ), 'preconnects' );
			$preloads = wp_tests_links( $rendered, 'preload' );
			wp_assert_same( $stripe, in_array( "<link rel='preload' href='https://js.stripe.com/v3/?ver=3.0' as='script' />", $preloads, true ), 'Stripe.js preloaded' );
		}
	);

	wp_test(
		"{$kind}: preloads " . ( $wallets ? "the wallet buttons' chunks" . ( $reads_cart ? ' and the cart reader' : '' ) : 'no chunk' ),
		function () use ( $page, $map_key, $plugin_url, $wallets, $reads_cart ) {
			$handle   = wp_tests_page_map()[ $map_key ];
			$name     = substr( $handle, strlen( 'wc-stripe-' ) );
			$manifest = json_decode( file_get_contents( wp_tests_plugin_dir() . '/build/scripts.json' ), true )[ "{$name}.js" ];
			$expected = array();
			$moments  = $reads_cart ? 'wallet-buttons|cart-sheet' : 'wallet-buttons';
			if ( $wallets ) {
				foreach ( $manifest['lazyFiles'] as $file ) {
					if ( preg_match( "#^chunks/{$name}\.([\w~-]+~)?({$moments})(~[\w~-]+)?\.js$#", $file ) ) {
						wp_assert( is_readable( wp_tests_plugin_dir() . "/build/{$file}" ), "{$file} ships" );
						$expected[] = "<link rel='preload' href='{$plugin_url}build/{$file}?ver={$manifest['chunkVersion']}' as='script' crossorigin='anonymous' />";
					}
				}
				wp_assert( count( $expected ) > 0, 'the page has wallet chunks' );
			}
			$chunks = array_values(
				array_filter(
					wp_tests_links( wp_tests_render( $page ), 'preload' ),
					function ( $link ) {
						return false !== strpos( $link, '/build/chunks/' );
					}
				)
			);
			sort( $expected );
			sort( $chunks );
			wp_assert_same( $expected, $chunks, 'chunk preloads' );
		}
	);

	wp_test(
		"{$kind}: loads the libraries WooCommerce's scripts bring (jQuery, blockUI, js-cookie, wp-util, selectWoo) exactly where WooCommerce alone loads them",
		function () use ( $page ) {
			$libraries = function ( array $rendered ) {
				$ids = array_intersect( array_column( wp_tests_scripts( $rendered ), 'id' ), wp_tests_library_ids() );
				sort( $ids );
				return $ids;
			};
			$ours = $libraries( wp_tests_render( $page ) );
			wp_assert( in_array( 'jquery-core-js', $ours, true ) && in_array( 'jquery-blockui-js', $ours, true ), 'jQuery and blockUI, which the `woocommerce` handle brings to every page' );
			wp_assert_same( $libraries( wp_tests_render( array( 'plugin' => false ) + $page ) ), $ours, 'the same as without our plugin' );
		}
	);

	wp_test(
		"{$kind}: renders without a PHP notice",
		function () use ( $page ) {
			wp_assert_same( array(), wp_tests_render( $page )['errors'], 'notices' );
		}
	);
}

wp_test(
	'block checkout: WooCommerce\'s checkout block script still prints, after ours, and Stripe.js before it',
	function () {
		$scripts = wp_tests_scripts( wp_tests_render( array( 'kind' => 'block checkout' ) ) );
		$ours    = wp_tests_position( $scripts, 'wc-stripe-block-checkout-js' );
		$block   = wp_tests_position( $scripts, 'wc-checkout-block-frontend-js' );
		$stripe  = wp_tests_position( $scripts, 'stripe-js' );
		wp_assert( $ours >= 0 && $block > $ours, 'the checkout block after ours' );
		wp_assert( $stripe >= 0 && $stripe < $block, 'Stripe.js before the checkout block' );
	}
);

foreach ( array( 'pay for order', 'change payment method', 'order received' ) as $wp_tests_endpoint ) {
	wp_test(
		"{$wp_tests_endpoint} on a Checkout block page: WooCommerce's checkout block script still prints, but the only script of ours is the page map's (the gateway's block integration stands for it there)",
		function () use ( $wp_tests_endpoint, $plugin_url ) {
			$page = array(
				'kind'           => $wp_tests_endpoint,
				'checkout block' => true,
			);
			if ( 'change payment method' === $wp_tests_endpoint ) {
				$page['get'] = array( 'change_payment_method' => '77' );
			}
			$scripts = wp_tests_scripts( wp_tests_render( $page ) );
			wp_assert( wp_tests_position( $scripts, 'wc-checkout-block-frontend-js' ) >= 0, 'the checkout block\'s script' );
			$key = 'order received' === $wp_tests_endpoint ? 'order received' : 'pay for order';
			wp_tests_assert_our_script( $scripts, wp_tests_page_map()[ $key ], $plugin_url, false );
		}
	);
}

wp_test(
	'product without wallet buttons: no wallet settings, no wallet chunk preloaded, Stripe.js still for the payment methods',
	function () {
		$rendered = wp_tests_render(
			array(
				'kind'    => 'product',
				'wallets' => false,
			)
		);
		$all      = $rendered['head'] . $rendered['footer'];
		wp_assert( false === strpos( $all, 'wc_stripe_express_checkout_params' ), 'no wallet settings' );
		wp_assert( false === strpos( $all, 'wallet-buttons' ), 'no wallet chunk' );
		wp_assert( wp_tests_position( wp_tests_scripts( $rendered ), 'stripe-js' ) >= 0, 'Stripe.js' );
	}
);

wp_test(
	'the plugin header, as WordPress reads it',
	function () {
		$header = get_file_data(
			wp_tests_plugin_dir() . '/woocommerce-gateway-stripe-frontend.php',
			array(
				'Name'            => 'Plugin Name',
				'RequiresWP'      => 'Requires at least',
				'RequiresPHP'     => 'Requires PHP',
				'RequiresPlugins' => 'Requires Plugins',
				'TextDomain'      => 'Text Domain',
				'DomainPath'      => 'Domain Path',
			)
		);
		wp_assert( '' !== $header['Name'], 'a name' );
		wp_assert_same( 'woocommerce, woocommerce-gateway-stripe', $header['RequiresPlugins'], 'Requires Plugins' );
		wp_assert_same( '6.6', $header['RequiresWP'], 'Requires at least' );
		wp_assert_same( '7.4', $header['RequiresPHP'], 'Requires PHP' );
		wp_assert_same( 'woocommerce-gateway-stripe', $header['TextDomain'], 'Text Domain' );
		wp_assert_same( '/languages', $header['DomainPath'], 'Domain Path' );
	}
);
