<?php
/**
 * The plugin with the real WooCommerce and the real Stripe gateway (issues
 * 45 and 46): WordPress 6.8.3 on SQLite with WooCommerce 10.0.2 and the
 * gateway's 8.8.0 PHP from ../shared/vendor/ (scripts/woocommerce-site.js),
 * our zip uploaded and activated, then real requests through index.php as
 * a logged-in customer with a cart. What no stand-in can show: WooCommerce's
 * own cart checks around our cart preload, its features controller, the
 * gateway's calls on our aliases.
 *
 * The store: the cart and checkout pages are shortcode pages (site/admin.php
 * `install`), the block cart and checkout pages are other pages, Twenty
 * Twenty-Five (block theme) first, then Twenty Twenty-One (classic theme,
 * where the page's content renders after `wp_head`).
 *
 * The tests run in order: each step of the install needs the one before.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/** The real WooCommerce site's folder. */
function wp_tests_store() {
	$dir = getenv( 'WP_TESTS_WOOCOMMERCE_SITE' );
	wp_assert( $dir && is_readable( "{$dir}/wp-config.php" ), 'the real WooCommerce site is laid out (scripts/woocommerce-site.js, from ../shared/vendor/)' );
	return $dir;
}

/** A step of site/admin.php or site/woocommerce-store.php; its result, with no plugin's notice. */
function wp_tests_store_step( $script, $step, $argument = '' ) {
	$answer = wp_tests_site_run( $script, array( wp_tests_store(), $step, $argument ) );
	$ours   = array_filter(
		$answer['errors'],
		function ( $error ) {
			return false !== strpos( $error['file'], '/woocommerce-gateway-stripe-frontend/' ) || false !== strpos( $error['file'], '/tests/php/' );
		}
	);
	wp_assert_same( array(), wp_tests_errors_summary( $ours ), "{$step}: PHP notices from our plugin or the tests" );
	return $answer['result'];
}

/** A front-end request as the customer, with the page split for wp_tests_scripts(). */
function wp_tests_store_request( $uri, array $hooks = array() ) {
	global $wp_tests_store_info;
	$answer = wp_tests_site_run(
		'request.php',
		array(
			wp_tests_store(),
			json_encode(
				array(
					'uri'     => $uri,
					'cookies' => $wp_tests_store_info['cookie'],
					'hooks'   => $hooks,
				)
			),
		)
	);
	$split = strpos( $answer['html'], '</head>' );
	wp_assert( false !== $split, "{$uri}: a page with a head\n" . substr( $answer['html'], 0, 2000 ) . json_encode( $answer['errors'] ) );
	$answer['head']   = substr( $answer['html'], 0, $split );
	$answer['body']   = substr( $answer['html'], $split );
	$answer['footer'] = '';
	return $answer;
}

/** The customer's cart: [[product, quantity]], and stocks by product. */
function wp_tests_store_cart( array $items, array $stock = array() ) {
	wp_tests_store_step(
		'woocommerce-store.php',
		'cart',
		json_encode(
			array(
				'items' => $items,
				'stock' => (object) $stock,
			)
		)
	);
}

/** The text of a page's HTML, tags dropped, entities decoded, spaces joined. */
function wp_tests_text( $html ) {
	return trim( preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) ) );
}

/** The raw JSON our cart preload printed, or null. */
function wp_tests_preload_json( array $page ) {
	return preg_match( '#createPreloadingMiddleware\( (\{.*?\}) \) \);#s', $page['html'], $json ) ? $json[1] : null;
}

$wp_tests_store_info = array();

wp_test(
	'real WooCommerce: WordPress 6.8.3 installs; WooCommerce 10.0.2, the Stripe gateway 8.8.0 and our zip activate; the store is set up',
	function () {
		global $wp_tests_store_info, $wp_tests_our_plugin, $wp_tests_zip;
		wp_assert_same( true, wp_tests_store_step( 'admin.php', 'install' )['installed'], 'WordPress installed' );
		foreach ( array( 'woocommerce/woocommerce.php', 'woocommerce-gateway-stripe/woocommerce-gateway-stripe.php' ) as $plugin ) {
			$active = wp_tests_store_step( 'admin.php', 'activate', $plugin );
			wp_assert( ! isset( $active['error'] ), "{$plugin} activates: " . json_encode( $active ) );
		}
		wp_assert_same( true, wp_tests_store_step( 'admin.php', 'upload', $wp_tests_zip )['installed'] ?? null, 'our zip uploads' );
		$active = wp_tests_store_step( 'admin.php', 'activate', $wp_tests_our_plugin );
		wp_assert( ! isset( $active['error'] ), 'ours activates: ' . json_encode( $active ) );
		$wp_tests_store_info = wp_tests_store_step( 'woocommerce-store.php', 'store' );
		wp_assert( $wp_tests_store_info['beanie'] > 0 && $wp_tests_store_info['customer'] > 0, 'products and a customer: ' . json_encode( $wp_tests_store_info ) );
	}
);

wp_test(
	'real WooCommerce: its features controller reports our plugin compatible with HPOS (custom_order_tables) and the cart and checkout blocks; its update screen counts it tested up to 10.0',
	function () {
		global $wp_tests_our_plugin;
		$features = wp_tests_store_step( 'woocommerce-store.php', 'features' );
		wp_assert_same( '10.0.2', $features['woocommerce'], 'WooCommerce\'s version' );
		wp_assert( in_array( $wp_tests_our_plugin, $features['aware'], true ), 'a WooCommerce-aware plugin (its `WC tested up to` header)' );
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$by = $features['by_feature'][ $feature ];
			wp_assert( in_array( $wp_tests_our_plugin, $by['compatible'], true ), "{$feature}: compatible" );
			wp_assert( ! in_array( $wp_tests_our_plugin, $by['uncertain'], true ) && ! in_array( $wp_tests_our_plugin, $by['incompatible'], true ), "{$feature}: neither uncertain nor incompatible" );
			wp_assert( in_array( $feature, $features['ours']['compatible'], true ), "{$feature}: among our compatible features" );
		}
		wp_assert( ! in_array( $wp_tests_our_plugin, $features['untested_10_0'], true ), 'tested with a 10.0 patch release' );
		wp_assert( in_array( $wp_tests_our_plugin, $features['untested_10_1'], true ), 'untested with 10.1' );
	}
);

wp_test(
	'real WooCommerce and gateway, block cart and block checkout: our block script loads, and no PHP warning or deprecation (the gateway sets translations on our source-less alias)',
	function () {
		global $wp_tests_store_info;
		wp_tests_store_cart( array( array( $wp_tests_store_info['beanie'], 1 ) ) );
		foreach ( array( '/block-cart/', '/block-checkout/' ) as $uri ) {
			$page    = wp_tests_store_request( $uri );
			$scripts = wp_tests_scripts( $page );
			wp_assert( wp_tests_position( $scripts, 'wc-stripe-block-checkout-js' ) >= 0, "{$uri}: our block script" );
			wp_assert_same( array(), wp_tests_errors_summary( $page['errors'] ), "{$uri}: PHP notices" );
		}
		// WooCommerce logs a payment method script whose dependencies are
		// not registered (Payments\Api::verify_payment_methods_dependencies()).
		$log = (string) @file_get_contents( wp_tests_store() . '/wp-content/debug.log' );
		wp_assert( false === strpos( $log, 'wc-stripe-blocks-integration' ), 'nothing logged about the block integration\'s alias' );
	}
);

foreach ( array( 'twentytwentyfive', 'twentytwentyone' ) as $wp_tests_theme ) {
	wp_test(
		"real WooCommerce, {$wp_tests_theme}: a cart holding more than the stock shows WooCommerce's stock error on the cart page and its cart errors on the checkout, with our cart preloaded, and WooCommerce's cart checks still hooked after it",
		function () use ( $wp_tests_theme ) {
			global $wp_tests_store_info;
			wp_assert_same( $wp_tests_theme, wp_tests_store_step( 'woocommerce-store.php', 'theme', $wp_tests_theme )['theme'], 'the theme' );
			$beanie = $wp_tests_store_info['beanie'];
			wp_tests_store_cart( array( array( $beanie, 2 ) ), array( $beanie => 1 ) );
			$cart = wp_tests_store_request( '/cart/', array( 'record the cart checks after the footer' ) );
			// Twenty Twenty-Five's notice block texturizes the quotes.
			wp_assert( (bool) preg_match( '#Sorry, we do not have enough ["“]Beanie["”] in stock to fulfill your order \(1 available\)\.#u', wp_tests_text( $cart['html'] ) ), 'the cart page\'s stock error' );
			wp_assert( (bool) preg_match( '#name="cart\[[0-9a-f]+\]\[qty\]"\s+value="2"#', $cart['html'] ), 'the cart page shows the 2 in the cart' );
			wp_assert( null !== wp_tests_preload_json( $cart ), 'our cart preloaded' );
			wp_assert_same(
				array(
					'check_cart_items'   => 1,
					'check_cart_coupons' => 1,
					'cart_context'       => 'shortcode',
				),
				$cart['probes']['cart checks'] ?? null,
				'WooCommerce\'s checks hooked at priority 1, and the cart in its shortcode context, after the preload'
			);
			wp_assert_same( array(), wp_tests_errors_summary( $cart['errors'] ), 'cart: PHP notices' );

			wp_tests_store_cart( array( array( $beanie, 2 ) ), array( $beanie => 1 ) );
			$checkout = wp_tests_store_request( '/checkout/' );
			$text     = wp_tests_text( $checkout['html'] );
			wp_assert( false !== strpos( $text, 'There are some issues with the items in your cart. Please go back to the cart page and resolve these issues before checking out.' ), 'checkout/cart-errors.php' );
			wp_assert( false === strpos( $checkout['html'], 'name="checkout"' ), 'no checkout form' );
			wp_assert_same( array(), wp_tests_errors_summary( $checkout['errors'] ), 'checkout: PHP notices' );
		}
	);
}

wp_test(
	'real WooCommerce: the cart is preloaded on the store\'s cart page only, not on another page holding the cart shortcode (is_cart() there too, but not kept out of page caches)',
	function () {
		global $wp_tests_store_info;
		$beanie = $wp_tests_store_info['beanie'];
		wp_tests_store_cart( array( array( $beanie, 1 ) ), array( $beanie => 5 ) );
		$other = wp_tests_store_request( '/another-cart/' );
		wp_assert( wp_tests_position( wp_tests_scripts( $other ), 'wc-stripe-cart-js' ) >= 0, 'our cart script there' );
		wp_assert( false !== strpos( $other['html'], 'woocommerce-cart-form' ), 'WooCommerce\'s cart form there' );
		wp_assert_same( null, wp_tests_preload_json( $other ), 'no cart preloaded' );
		wp_assert_same( array(), preg_grep( '#cart-sheet#', wp_tests_links( $other, 'preload' ) ), 'no cart reader chunk preloaded' );
		wp_tests_store_cart( array( array( $beanie, 1 ) ) );
		wp_assert( null !== wp_tests_preload_json( wp_tests_store_request( '/cart/' ) ), 'the cart page: preloaded' );
	}
);

wp_test(
	'real WooCommerce: the preloaded cart is encoded with JSON_HEX_TAG and JSON_HEX_AMP: a product name\'s markup and ampersand print as \\u003C, \\u003E and \\u0026',
	function () {
		global $wp_tests_store_info;
		wp_tests_store_cart( array( array( $wp_tests_store_info['hat'], 1 ) ) );
		$json = wp_tests_preload_json( wp_tests_store_request( '/cart/' ) );
		wp_assert( null !== $json, 'our cart preloaded' );
		wp_assert( false === strpbrk( $json, '<>&' ), 'no <, > or & in the printed JSON' );
		$preloaded = json_decode( $json, true );
		wp_assert( false !== strpos( $preloaded['/wc/store/v1/cart']['body']['items'][0]['name'] ?? '', '<em>hat</em>' ), 'the name, decoded' );
	}
);

/**
 * The scripts a page prints from files, by id: where each comes from
 * (ours, WordPress, WooCommerce, the gateway, Stripe) and its gzip -9
 * bytes where the file is on the site (the gateway's source tree has no
 * built scripts: null).
 */
function wp_tests_store_page_scripts( array $page ) {
	$scripts = array();
	foreach ( wp_tests_scripts( $page ) as $script ) {
		if ( empty( $script['src'] ) || empty( $script['id'] ) ) {
			continue;
		}
		$path   = (string) parse_url( $script['src'], PHP_URL_PATH );
		$file   = wp_tests_store() . $path;
		$origin = 'Stripe';
		if ( 0 === strpos( $path, '/wp-content/plugins/woocommerce-gateway-stripe-frontend/' ) ) {
			$origin = 'ours';
		} elseif ( 0 === strpos( $path, '/wp-includes/' ) ) {
			$origin = 'WordPress';
		} elseif ( 0 === strpos( $path, '/wp-content/plugins/woocommerce/' ) ) {
			$origin = 'WooCommerce';
		} elseif ( 0 === strpos( $path, '/wp-content/plugins/woocommerce-gateway-stripe/' ) ) {
			$origin = 'gateway';
		}
		$scripts[ preg_replace( '/-js$/', '', $script['id'] ) ] = array(
			'origin' => $origin,
			'gzip'   => ( 'Stripe' !== $origin && is_file( $file ) ) ? strlen( gzencode( file_get_contents( $file ), 9 ) ) : null,
		);
	}
	return $scripts;
}

wp_test(
	'real WooCommerce: every page, without a PHP notice, loads one script of ours and the libraries WooCommerce\'s scripts bring (jQuery, blockUI, js-cookie, wp-util, selectWoo) with our plugin as without it; what each page loads either way goes to test-results/plugin-closure.json',
	function () {
		global $wp_tests_store_info, $wp_tests_our_plugin;
		wp_tests_store_step( 'woocommerce-store.php', 'theme', 'twentytwentyfive' );
		$pages = array( '/shop/', '/product/beanie/', '/cart/', '/checkout/', '/block-cart/', '/block-checkout/', '/my-account/', '/sample-page/' );
		$seen  = array();
		foreach ( array( 'with' => true, 'without' => false ) as $way => $active ) {
			if ( ! $active ) {
				wp_tests_store_step( 'admin.php', 'deactivate', $wp_tests_our_plugin );
			}
			foreach ( $pages as $uri ) {
				wp_tests_store_cart( array( array( $wp_tests_store_info['beanie'], 1 ) ), array( $wp_tests_store_info['beanie'] => 5 ) );
				$page = wp_tests_store_request( $uri );
				wp_assert( ! $page['is_404'] && null === $page['redirect'], "{$uri} {$way} our plugin: found, not redirected" );
				wp_assert_same( array(), wp_tests_errors_summary( $page['errors'] ), "{$uri} {$way} our plugin: PHP notices" );
				$seen[ $uri ][ $way ] = wp_tests_store_page_scripts( $page );
			}
		}
		wp_tests_store_step( 'admin.php', 'activate', $wp_tests_our_plugin );
		$libraries = array_map(
			function ( $id ) {
				return preg_replace( '/-js$/', '', $id );
			},
			wp_tests_library_ids()
		);
		foreach ( $seen as $uri => $ways ) {
			$kept = array();
			foreach ( $ways as $way => $scripts ) {
				$kept[ $way ] = array_values( array_intersect( array_keys( $scripts ), $libraries ) );
				sort( $kept[ $way ] );
			}
			wp_assert( in_array( 'jquery-core', $kept['without'], true ), "{$uri}: WooCommerce alone loads jQuery" );
			$ours = array_keys(
				array_filter(
					$ways['with'],
					function ( $script ) {
						return 'ours' === $script['origin'];
					}
				)
			);
			wp_assert_same( 1, count( $ours ), "{$uri}: one script of ours: " . implode( ', ', $ours ) );
			wp_assert_same( $kept['without'], $kept['with'], "{$uri}: the same libraries with our plugin" );
		}
		$report = dirname( __DIR__, 2 ) . '/test-results/plugin-closure.json';
		@mkdir( dirname( $report ), 0777, true );
		file_put_contents( $report, json_encode( $seen, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" );
	}
);

wp_test(
	'real WooCommerce and gateway 8.8.0 with its Express Checkout Element off (its default, the legacy Payment Request Button): the product page, the classic cart and the classic checkout load one script of ours, not the gateway\'s stripe-payment-request.min.js, with wc_stripe_payment_request_params before ours, the buttons\' space kept just before the gateway\'s hidden wrapper, and no PHP notice',
	function () {
		global $wp_tests_store_info;
		wp_tests_store_step( 'woocommerce-store.php', 'theme', 'twentytwentyfive' );
		wp_assert_same( false, wp_tests_store_step( 'woocommerce-store.php', 'ece', 'no' )['ece'], 'the flag off' );
		try {
			$pages = array(
				'/product/beanie/' => 'wc-stripe-product',
				'/cart/'           => 'wc-stripe-cart',
				'/checkout/'       => 'wc-stripe-checkout',
			);
			foreach ( $pages as $uri => $handle ) {
				wp_tests_store_cart( array( array( $wp_tests_store_info['beanie'], 1 ) ), array( $wp_tests_store_info['beanie'] => 5 ) );
				$page    = wp_tests_store_request( $uri );
				$scripts = wp_tests_scripts( $page );
				$ours    = array_keys(
					array_filter(
						wp_tests_store_page_scripts( $page ),
						function ( $script ) {
							return 'ours' === $script['origin'];
						}
					)
				);
				wp_assert_same( array( $handle ), $ours, "{$uri}: one script of ours" );
				foreach ( array_column( $scripts, 'src' ) as $src ) {
					wp_assert( false === strpos( $src, 'stripe-payment-request' ), "{$uri}: the gateway's {$src} is printed" );
				}
				$extra = wp_tests_position( $scripts, "{$handle}-js-extra" );
				wp_assert( $extra >= 0 && $extra < wp_tests_position( $scripts, "{$handle}-js" ), "{$uri}: our data before our script" );
				wp_assert( false !== strpos( $scripts[ $extra ]['content'], 'var wc_stripe_payment_request_params = {' ), "{$uri}: the gateway's legacy params in our data" );
				wp_assert_same( 1, substr_count( $page['html'], 'var wc_stripe_payment_request_params = ' ), "{$uri}: printed once" );
				wp_assert( (bool) preg_match( '#<div class="wc-stripe-express-checkout-reserve" aria-hidden="true" style="clear:both"><div style="margin-top:1em;height:144px"></div>(<p [^>]*visibility:hidden">[^<]*</p>)?</div>\s*<div id="wc-stripe-payment-request-wrapper"#', $page['html'], $kept ), "{$uri}: three 48 px rows kept just before the wrapper\n" . substr( $page['html'], max( 0, (int) strpos( $page['html'], 'wc-stripe-payment-request-wrapper' ) - 400 ), 500 ) );
				wp_assert_same( '/checkout/' === $uri, ! empty( $kept[1] ), "{$uri}: the separator's space kept on the checkout only" );
				wp_assert( count( preg_grep( '#wallet-buttons#', wp_tests_links( $page, 'preload' ) ) ) > 0, "{$uri}: the wallet buttons' chunks preloaded" );
				wp_assert_same( '/product/beanie/' !== $uri, null !== wp_tests_preload_json( $page ), "{$uri}: the cart preloaded on the cart and checkout" );
				wp_assert_same( array(), wp_tests_errors_summary( $page['errors'] ), "{$uri}: PHP notices" );
			}
		} finally {
			wp_tests_store_step( 'woocommerce-store.php', 'ece', 'yes' );
		}
		// With the element on, the gateway prints its own container: no
		// legacy wrapper, and no space of ours before it.
		wp_tests_store_cart( array( array( $wp_tests_store_info['beanie'], 1 ) ), array( $wp_tests_store_info['beanie'] => 5 ) );
		$page = wp_tests_store_request( '/product/beanie/' );
		wp_assert( false !== strpos( $page['html'], 'id="wc-stripe-express-checkout-element"' ), 'the element\'s container' );
		wp_assert( false === strpos( $page['html'], 'wc-stripe-payment-request-wrapper' ) && false === strpos( $page['html'], 'wc-stripe-express-checkout-reserve' ), 'no legacy wrapper, no kept space' );
	}
);
