<?php
/**
 * The plugin in a whole WordPress (issue 39): the test sites
 * scripts/whole-wordpress.js lays out (WordPress 6.6-RC3 and 6.5.5 from
 * WordPress Playground's builds, SQLite), installed with wp_install(), the
 * plugin uploaded from the zip `npm run package` makes and activated the way
 * the README's "Install on a store" says, then real front-end requests
 * through index.php and the default theme, Twenty Twenty-Four, one per kind
 * of page. WooCommerce and the gateway are plugins in their real folders
 * that load the stand-ins (tests/php/site/plugins/, stand-ins/).
 *
 * The tests run in order: each step of the install needs the one before.
 * The script loader's own checks (page-scripts-test.php) are not repeated
 * one by one: here each page is checked for what a whole WordPress could
 * break (a real request's hooks, the theme and its template loader, the
 * site language, the head's hints), against the same expectations
 * ($wp_tests_kinds).
 *
 * Follows: WordPress 6.6's wp-admin (install, Upload Plugin, plugins.php)
 * and its front end (index.php, template-canvas.php).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/** The site's folder: '6.6' or '6.5'. */
function wp_tests_site( $version ) {
	$dir = getenv( 'WP_TESTS_SITE_' . str_replace( '.', '_', $version ) );
	wp_assert( $dir && is_readable( "{$dir}/wp-config.php" ), "the {$version} site is laid out (scripts/whole-wordpress.js)" );
	return $dir;
}

/** Runs a PHP script of tests/php/site/ in a process of its own; its JSON. */
function wp_tests_site_run( $script, array $arguments ) {
	$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . "/site/{$script}" );
	foreach ( $arguments as $argument ) {
		$command .= ' ' . escapeshellarg( $argument );
	}
	$output = (string) shell_exec( $command . ' 2>&1' );
	$result = json_decode( $output, true );
	if ( ! is_array( $result ) ) {
		throw new RuntimeException( "{$script} " . implode( ' ', $arguments ) . " printed no JSON:\n" . substr( $output, 0, 4000 ) );
	}
	return $result;
}

/**
 * A step in wp-admin (site/admin.php): its result, after checking that no
 * plugin's file raised a PHP notice. WordPress's own warnings are let be:
 * offline, its update checks and the Plugins screen's look-up on
 * WordPress.org warn that WordPress.org cannot be reached.
 */
function wp_tests_site_step( $version, $step, $argument = '' ) {
	$answer  = wp_tests_site_run( 'admin.php', array( wp_tests_site( $version ), $step, $argument ) );
	$plugins = array_filter(
		$answer['errors'],
		function ( $error ) {
			return false !== strpos( $error['file'], '/wp-content/plugins/' ) || false !== strpos( $error['file'], '/tests/php/' );
		}
	);
	wp_assert_same( array(), wp_tests_errors_summary( $plugins ), "{$step}: PHP notices from the plugins" );
	return $answer['result'];
}

/** Notices as "message (file:line)", the site's folder left out. */
function wp_tests_errors_summary( array $errors ) {
	return array_map(
		function ( $error ) {
			return "{$error['message']} ({$error['file']}:{$error['line']})";
		},
		$errors
	);
}

/**
 * A front-end request to the 6.6 site (site/request.php), once per request;
 * with the page split as page-scripts-test.php reads it.
 */
function wp_tests_site_request( array $request ) {
	static $answers = array();
	$key = json_encode( $request );
	if ( ! isset( $answers[ $key ] ) ) {
		$answer = wp_tests_site_run( 'request.php', array( wp_tests_site( '6.6' ), $key ) );
		$split  = strpos( $answer['html'], '</head>' );
		wp_assert( false !== $split, "{$request['uri']}: a page with a head\n" . substr( $answer['html'], 0, 2000 ) );
		$answer['head']   = substr( $answer['html'], 0, $split );
		$answer['body']   = substr( $answer['html'], $split );
		$answer['footer'] = '';
		$answers[ $key ]  = $answer;
	}
	return $answers[ $key ];
}

$wp_tests_our_plugin = 'woocommerce-gateway-stripe-frontend/woocommerce-gateway-stripe-frontend.php';
$wp_tests_zip        = getenv( 'WP_TESTS_PLUGIN_DIR' ) . '/woocommerce-gateway-stripe-frontend.zip';

wp_test(
	'whole WordPress: 6.6 installs with wp_install() into SQLite, with pretty permalinks and the store\'s pages',
	function () {
		$installed = wp_tests_site_step( '6.6', 'install' );
		wp_assert_same( true, $installed['installed'], 'is_blog_installed()' );
		wp_assert_same( 'https://shop.example', $installed['url'], 'the site\'s address' );
		wp_assert( in_array( 'wp_options', $installed['tables'], true ) && in_array( 'wp_posts', $installed['tables'], true ), 'WordPress\'s tables in SQLite: ' . implode( ', ', $installed['tables'] ) );
		wp_assert( is_file( wp_tests_site( '6.6' ) . '/wp-content/database/site.sqlite' ), 'the SQLite file in .cache' );
	}
);

wp_test(
	'whole WordPress 6.5.5: Upload Plugin refuses the zip, as the README\'s "Requires WordPress 6.6" says',
	function () use ( $wp_tests_zip ) {
		wp_tests_site_step( '6.5', 'install' );
		$upload = wp_tests_site_step( '6.5', 'upload', $wp_tests_zip );
		wp_assert( true !== $upload['installed'], 'not installed' );
		wp_assert_same( 'The package could not be installed. Your WordPress version is 6.5.5, however the uploaded plugin requires 6.6.', $upload['errors'], 'what the store owner reads' );
		wp_assert( ! file_exists( wp_tests_site( '6.5' ) . '/wp-content/plugins/woocommerce-gateway-stripe-frontend' ), 'nothing installed' );
	}
);

wp_test(
	'whole WordPress: Upload Plugin installs the zip into wp-content/plugins/woocommerce-gateway-stripe-frontend/, every file of it',
	function () use ( $wp_tests_zip, $wp_tests_our_plugin ) {
		$upload = wp_tests_site_step( '6.6', 'upload', $wp_tests_zip );
		wp_assert_same( true, $upload['installed'] ?? $upload, 'Plugin_Upgrader::install()' );
		wp_assert_same( $wp_tests_our_plugin, $upload['plugin'], 'the plugin WordPress found in it' );
		$files = function ( $dir ) {
			$list = array();
			foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				$list[] = substr( $file->getPathname(), strlen( $dir ) );
			}
			sort( $list );
			return $list;
		};
		wp_assert_same( $files( wp_tests_plugin_dir() ), $files( wp_tests_site( '6.6' ) . '/wp-content/plugins/woocommerce-gateway-stripe-frontend' ), 'the files' );
	}
);

wp_test(
	'whole WordPress: activating the plugin before WooCommerce and the gateway is refused, and the Plugins screen says why',
	function () use ( $wp_tests_our_plugin ) {
		$refused = wp_tests_site_step( '6.6', 'activate', $wp_tests_our_plugin );
		wp_assert_same( 'plugin_missing_dependencies', $refused['error'] ?? null, 'activate_plugin()' );
		wp_assert( false !== strpos( $refused['messages'][0], 'WooCommerce, WooCommerce Stripe Gateway' ), 'names both: ' . $refused['messages'][0] );
		$screen = wp_tests_site_step( '6.6', 'plugins' );
		preg_match( '#<tr[^>]*data-plugin="' . preg_quote( $wp_tests_our_plugin, '#' ) . '".*?</tr>#s', $screen['rows'], $row );
		wp_assert( isset( $row[0] ), 'our row' );
		wp_assert( (bool) preg_match( '#<strong>Requires:</strong> .*WooCommerce.*WooCommerce Stripe Gateway#s', $row[0] ), 'Requires: WooCommerce, WooCommerce Stripe Gateway' );
		wp_assert( false !== strpos( $row[0], 'This plugin cannot be activated because required plugins are missing or inactive.' ), 'the row\'s error' );
		wp_assert( false !== strpos( $row[0], 'You cannot activate this plugin as it has unmet requirements.' ) && false === strpos( $row[0], 'action=activate' ), 'no Activate link' );
	}
);

wp_test(
	'whole WordPress: with WooCommerce active and the gateway not, still refused; with both, activated',
	function () use ( $wp_tests_our_plugin ) {
		wp_assert_same( null, wp_tests_site_step( '6.6', 'activate', 'woocommerce/woocommerce.php' )['error'] ?? null, 'WooCommerce activates' );
		$refused = wp_tests_site_step( '6.6', 'activate', $wp_tests_our_plugin );
		wp_assert_same( 'plugin_missing_dependencies', $refused['error'] ?? null, 'without the gateway' );
		wp_assert( false === strpos( $refused['messages'][0], 'WooCommerce,' ), 'names the gateway only: ' . $refused['messages'][0] );
		wp_assert_same( null, wp_tests_site_step( '6.6', 'activate', 'woocommerce-gateway-stripe/woocommerce-gateway-stripe.php' )['error'] ?? null, 'the gateway activates' );
		$active = wp_tests_site_step( '6.6', 'activate', $wp_tests_our_plugin );
		wp_assert( ! isset( $active['error'] ), 'ours activates: ' . json_encode( $active ) );
		wp_assert( in_array( $wp_tests_our_plugin, $active['active'], true ), 'active_plugins' );
		$screen = wp_tests_site_step( '6.6', 'plugins' );
		wp_assert_same( '', trim( $screen['notices'] ), 'no notice' );
		preg_match( '#<tr[^>]*data-plugin="' . preg_quote( $wp_tests_our_plugin, '#' ) . '".*?</tr>#s', $screen['rows'], $row );
		wp_assert( isset( $row[0] ) && false !== strpos( $row[0], 'class="active' ), 'our row is active' );
		wp_assert( false === strpos( $row[0], 'required plugins are missing' ), 'no error in our row' );
		preg_match( '#<tr[^>]*data-plugin="woocommerce/woocommerce.php".*?</tr>#s', $screen['rows'], $row );
		wp_assert( (bool) preg_match( '#<strong>Required by:</strong> .*WooCommerce Stripe Gateway Frontend#s', $row[0] ?? '' ), 'WooCommerce\'s row: required by ours' );
	}
);

/*
 * Each kind of page and a request that shows it, in the site install made:
 * WooCommerce's pages and endpoints, the block pages, the two products.
 */
$wp_tests_requests = array(
	'shop'                  => array( 'uri' => '/shop/' ),
	'product'               => array( 'uri' => '/product/a-simple-product/' ),
	'variable product'      => array( 'uri' => '/product/a-variable-product/' ),
	'cart'                  => array(
		'uri'     => '/cart/',
		'cookies' => array( 'woocommerce_items_in_cart' => '1' ),
	),
	'empty cart'            => array( 'uri' => '/cart/' ),
	'order received'        => array( 'uri' => '/checkout/order-received/123/?key=wc_order_abc' ),
	'my account'            => array( 'uri' => '/my-account/' ),
	'edit address'          => array( 'uri' => '/my-account/edit-address/billing/' ),
	'add payment method'    => array( 'uri' => '/my-account/add-payment-method/' ),
	'classic checkout'      => array( 'uri' => '/checkout/' ),
	'pay for order'         => array( 'uri' => '/checkout/order-pay/123/?pay_for_order=true&key=wc_order_abc' ),
	'change payment method' => array( 'uri' => '/checkout/order-pay/123/?pay_for_order=true&key=wc_order_abc&change_payment_method=77' ),
	'block checkout'        => array( 'uri' => '/block-checkout/' ),
	'block cart'            => array( 'uri' => '/block-cart/' ),
	'any other page'        => array( 'uri' => '/sample-page/' ),
);

foreach ( $wp_tests_requests as $kind => $request ) {
	$request += array( 'locale' => 'de_DE' );
	wp_test(
		"whole WordPress, {$kind} ({$request['uri']}): our one script, its data, translations, hints and preloads, nothing it replaces, no notice",
		function () use ( $kind, $request ) {
			global $wp_tests_kinds, $wp_tests_replaced;
			list( $map_key, $globals, $stripe, $wallets ) = $wp_tests_kinds[ $kind ];
			$plugin_url = 'https://shop.example/wp-content/plugins/woocommerce-gateway-stripe-frontend/';
			$page       = wp_tests_site_request( $request );
			$handle     = wp_tests_page_map()[ $map_key ];
			$name       = substr( $handle, strlen( 'wc-stripe-' ) );
			$scripts    = wp_tests_scripts( $page );

			// A real page of the theme, through its template loader.
			wp_assert( ! $page['is_404'] && null === $page['redirect'], 'found, not redirected' );
			wp_assert( (bool) preg_match( '#^(page|single|archive|index|single-product|archive-product)\.php$|template-canvas\.php$#', (string) $page['template'] ), 'the template: ' . $page['template'] );
			wp_assert( false !== strpos( $page['html'], 'wp-block-template-part' ) && false !== strpos( $page['html'], '</html>' ), 'Twenty Twenty-Four rendered the whole page' );
			wp_assert( false !== strpos( $page['html'], '<html lang="de-DE"' ), 'in the site language' );

			// Our one script, deferred, in the footer, after what its asset
			// file lists.
			wp_tests_assert_our_script( $scripts, $handle, $plugin_url, 'block checkout' !== $map_key );
			wp_assert( false === strpos( $page['head'], "id=\"{$handle}-js\"" ), 'in the footer' );
			$at = wp_tests_position( $scripts, "{$handle}-js" );

			// Nothing it replaces.
			foreach ( $scripts as $script ) {
				$id = $script['id'] ?? '';
				foreach ( $wp_tests_replaced as $replaced ) {
					wp_assert( 0 !== strpos( $id, "{$replaced}-js" ), "{$id} is printed" );
				}
				$src = $script['src'] ?? '';
				wp_assert( false === strpos( $src, '/woocommerce-gateway-stripe/build/' ), "the gateway's {$src} is printed" );
				wp_assert( ! preg_match( '#/woocommerce/assets/js/(frontend|sourcebuster)/#', $src ) || false !== strpos( $src, 'tokenization-form' ), "WooCommerce's {$src} is printed" );
			}

			// The replaced handles' page data, once each, before ours.
			$extra = wp_tests_position( $scripts, "{$handle}-js-extra" );
			wp_assert( $extra >= 0 && $extra < $at, 'our data before our script' );
			preg_match_all( '#^var (\w+) = \{#m', $scripts[ $extra ]['content'], $printed );
			$printed = $printed[1];
			sort( $printed );
			if ( 'pay for order' === $kind ) {
				// See the test of the pay for order page below.
				$globals = array_diff( $globals, array( 'wcStripeExpressCheckoutPayForOrderParams' ) );
			}
			sort( $globals );
			wp_assert_same( $globals, $printed, 'the globals, as the script loader\'s tests have them' );

			// The site language's translations, from the plugin's languages/.
			$json = file_get_contents( wp_tests_plugin_dir() . '/languages/woocommerce-gateway-stripe-de_DE-' . md5( "build/{$name}.js" ) . '.json' );
			$tr   = wp_tests_position( $scripts, "{$handle}-js-translations" );
			wp_assert( $tr >= 0 && $tr < $at && false !== strpos( $scripts[ $tr ]['content'], '"woocommerce-gateway-stripe", ' . $json ), 'German translations before our script' );

			// The head: Stripe's preconnects and preloads where Stripe.js loads.
			wp_assert_same( $stripe, wp_tests_position( $scripts, 'stripe-js' ) >= 0, 'Stripe.js' );
			$expected = $stripe ? array(
				"<link href='https://js.stripe.com' rel='preconnect' />",
				"<link href='https://api.stripe.com' crossorigin='anonymous' rel='preconnect' />",
			) : array();
			wp_assert_same( $expected, wp_tests_links( $page, 'preconnect' ), 'preconnects' );
			$preloads = wp_tests_links( $page, 'preload' );
			wp_assert_same( $stripe, in_array( "<link rel='preload' href='https://js.stripe.com/v3/?ver=3.0' as='script' />", $preloads, true ), 'Stripe.js preloaded' );
			$chunks = preg_grep( '#/build/chunks/' . preg_quote( $name, '#' ) . '\.[^\']*wallet-buttons#', $preloads );
			wp_assert_same( $wallets, count( $chunks ) > 0, 'the wallet chunks preloaded' );

			// No notice, warning or deprecation; nothing fetched.
			wp_assert_same( array(), wp_tests_errors_summary( $page['errors'] ), 'PHP notices' );
			wp_assert_same( array(), $page['http'], 'HTTP requests' );
		}
	);
}

wp_test(
	'whole WordPress, in English: no translations printed for our script',
	function () {
		$scripts = wp_tests_scripts( wp_tests_site_request( array( 'uri' => '/product/a-simple-product/' ) ) );
		wp_assert( wp_tests_position( $scripts, 'wc-stripe-product-js' ) >= 0, 'our script' );
		wp_assert_same( -1, wp_tests_position( $scripts, 'wc-stripe-product-js-translations' ), 'no translations' );
	}
);

wp_test(
	'whole WordPress: a product page\'s source shows what the README\'s "Check that it loaded" says',
	function () {
		$html = wp_tests_site_request( array( 'uri' => '/product/a-simple-product/' ) )['html'];
		wp_assert( 1 === preg_match_all( '#<script src="https://shop\.example/wp-content/plugins/woocommerce-gateway-stripe-frontend/build/[^"]+" id="wc-stripe-product-js" defer data-wp-strategy="defer"></script>#', $html ), 'one wc-stripe-product-js, deferred, from our build/' );
		wp_assert( (bool) preg_match( '#<script id="wc-stripe-product-js-extra">(.*?)</script>\s*<script src="[^"]+" id="wc-stripe-product-js"#s', $html, $extra ), 'wc-stripe-product-js-extra right before it' );
		wp_assert( false !== strpos( $extra[1], 'var woocommerce_params = ' ) && false !== strpos( $extra[1], 'var wc_stripe_upe_params = ' ), 'holding woocommerce_params and the gateway\'s settings' );
		wp_assert( false === strpos( $html, 'woocommerce/assets/js/frontend/' ) && false === strpos( $html, 'woocommerce-gateway-stripe/build/' ), 'no script of WooCommerce\'s frontend or the gateway\'s build' );
	}
);

/** The preloaded answers printed after the `wp-api-fetch` handle, by path. */
function wp_tests_preloaded_requests( array $page ) {
	$scripts = wp_tests_scripts( $page );
	$at      = wp_tests_position( $scripts, 'wp-api-fetch-js-after' );
	$found   = array();
	if ( $at >= 0 && preg_match_all( '#createPreloadingMiddleware\( (\{.*?\}) \) \);#s', $scripts[ $at ]['content'], $calls ) ) {
		foreach ( $calls[1] as $json ) {
			$found += (array) json_decode( $json, true );
		}
	}
	return $found;
}

wp_test(
	'whole WordPress: the classic cart and checkout carry the Store API cart their wallet buttons start from, preloaded into apiFetch; other pages do not',
	function () {
		foreach ( array( 'cart', 'classic checkout' ) as $kind ) {
			global $wp_tests_requests;
			$full      = array( 'cookies' => array( 'woocommerce_items_in_cart' => '1' ) ) + $wp_tests_requests[ $kind ];
			$preloaded = wp_tests_preloaded_requests( wp_tests_site_request( $full + array( 'locale' => 'de_DE' ) ) );
			wp_assert_same( array( '/wc/store/v1/cart' ), array_keys( $preloaded ), "{$kind}: the cart preloaded" );
			wp_assert_same( 'Beanie', $preloaded['/wc/store/v1/cart']['body']['items'][0]['name'] ?? null, "{$kind}: the shopper's cart, as the Store API answers it" );
		}
		foreach ( array( 'product', 'pay for order', 'block checkout', 'shop' ) as $kind ) {
			global $wp_tests_requests;
			wp_assert_same( array(), wp_tests_preloaded_requests( wp_tests_site_request( $wp_tests_requests[ $kind ] + array( 'locale' => 'de_DE' ) ) ), "{$kind}: nothing preloaded by us" );
		}
	}
);

/*
 * A block theme renders the page's blocks and shortcodes before `wp_head`
 * (template-canvas.php), so before `wp_enqueue_scripts`. The gateway
 * localizes its pay for order data as the pay form renders
 * (WC_Stripe_Express_Checkout_Element::localize_pay_for_order_page_scripts
 * on `before_woocommerce_pay_form`, 8.8.0) but registers the handle it puts
 * it on in `wp_enqueue_scripts` (scripts()): in Twenty Twenty-Four the data
 * is dropped before our plugin can hand it over. Not ours to fix; this test
 * fails once the stand-in or WordPress makes it arrive, so that our
 * expectations are looked at again.
 */
wp_test(
	'whole WordPress, pay for order in a block theme: the gateway\'s wcStripeExpressCheckoutPayForOrderParams, localized before its handle is registered, is not printed',
	function () {
		$html = wp_tests_site_request(
			array(
				'uri'    => '/checkout/order-pay/123/?pay_for_order=true&key=wc_order_abc',
				'locale' => 'de_DE',
			)
		)['html'];
		wp_assert( false !== strpos( $html, 'var wc_stripe_express_checkout_params = ' ), 'the wallet settings are there' );
		wp_assert( false === strpos( $html, 'wcStripeExpressCheckoutPayForOrderParams' ), 'the pay for order data is not' );
	}
);
