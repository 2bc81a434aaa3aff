<?php
/**
 * The zip `npm run package` makes: one folder named after the plugin, with
 * the plugin's PHP, build/ and languages/, everything the PHP reads, and
 * nothing else; its main file's header as WordPress reads it.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/** The zip's file entries. */
function wp_tests_zip_entries() {
	$zip = getenv( 'WP_TESTS_PLUGIN_DIR' ) . '/woocommerce-gateway-stripe-frontend.zip';
	wp_assert( is_readable( $zip ), "{$zip} exists" );
	$prefix  = 'phar://' . $zip . '/';
	$entries = array();
	foreach ( new RecursiveIteratorIterator( new PharData( $zip ) ) as $file ) {
		$entries[] = substr( $file->getPathname(), strlen( $prefix ) );
	}
	sort( $entries );
	return $entries;
}

wp_test(
	'package: one top-level folder, woocommerce-gateway-stripe-frontend/, holding the plugin file, includes/, build/ and languages/ only',
	function () {
		foreach ( wp_tests_zip_entries() as $entry ) {
			wp_assert( (bool) preg_match( '#^woocommerce-gateway-stripe-frontend/(woocommerce-gateway-stripe-frontend\.php$|includes/[\w-]+\.php$|build/|languages/)#', $entry ), "{$entry} belongs in the zip" );
			wp_assert( ! preg_match( '#node_modules|/assets/|/dev/|/tests/|\.tsx?$#', $entry ), "{$entry} is not a source" );
		}
	}
);

wp_test(
	'package: holds everything the plugin reads: its includes, the page map, the script manifest, each script with its asset file and German JSON',
	function () {
		$entries = wp_tests_zip_entries();
		$has     = function ( $path ) use ( $entries ) {
			wp_assert( in_array( "woocommerce-gateway-stripe-frontend/{$path}", $entries, true ), "{$path} is in the zip" );
		};
		$main = file_get_contents( wp_tests_plugin_dir() . '/woocommerce-gateway-stripe-frontend.php' );
		preg_match_all( "#require_once __DIR__ \\. '/([\\w/.-]+)'#", $main, $includes );
		wp_assert( count( $includes[1] ) > 0, 'the plugin file requires its includes' );
		array_map( $has, $includes[1] );
		$has( 'woocommerce-gateway-stripe-frontend.php' );
		$has( 'build/page-handles.json' );
		$has( 'build/scripts.json' );
		$map = json_decode( file_get_contents( wp_tests_plugin_dir() . '/build/page-handles.json' ), true );
		foreach ( array_unique( $map ) as $handle ) {
			$name = substr( $handle, strlen( 'wc-stripe-' ) );
			$has( "build/{$name}.js" );
			$has( "build/{$name}.asset.php" );
			$has( 'languages/woocommerce-gateway-stripe-de_DE-' . md5( "build/{$name}.js" ) . '.json' );
		}
	}
);

wp_test(
	'package: the zip\'s plugin file has the header WordPress reads',
	function () {
		$zip    = getenv( 'WP_TESTS_PLUGIN_DIR' ) . '/woocommerce-gateway-stripe-frontend.zip';
		$header = get_file_data(
			'phar://' . $zip . '/woocommerce-gateway-stripe-frontend/woocommerce-gateway-stripe-frontend.php',
			array(
				'Name'            => 'Plugin Name',
				'RequiresPlugins' => 'Requires Plugins',
			)
		);
		wp_assert( '' !== $header['Name'], 'a plugin name' );
		wp_assert_same( 'woocommerce, woocommerce-gateway-stripe', $header['RequiresPlugins'], 'Requires Plugins' );
	}
);
