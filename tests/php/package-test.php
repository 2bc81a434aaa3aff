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
	'package: one top-level folder, woocommerce-gateway-stripe-frontend/, holding the plugin file, readme.txt, includes/, build/ and languages/ only',
	function () {
		foreach ( wp_tests_zip_entries() as $entry ) {
			wp_assert( (bool) preg_match( '#^woocommerce-gateway-stripe-frontend/(woocommerce-gateway-stripe-frontend\.php$|readme\.txt$|includes/[\w-]+\.php$|build/|languages/)#', $entry ), "{$entry} belongs in the zip" );
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
	'package: the zip\'s plugin file has the headers WordPress and WooCommerce read',
	function () {
		$zip    = getenv( 'WP_TESTS_PLUGIN_DIR' ) . '/woocommerce-gateway-stripe-frontend.zip';
		$header = get_file_data(
			'phar://' . $zip . '/woocommerce-gateway-stripe-frontend/woocommerce-gateway-stripe-frontend.php',
			array(
				'Name'            => 'Plugin Name',
				'RequiresPlugins' => 'Requires Plugins',
				'WCRequires'      => 'WC requires at least',
				'WCTested'        => 'WC tested up to',
			)
		);
		wp_assert( '' !== $header['Name'], 'a plugin name' );
		wp_assert_same( 'woocommerce, woocommerce-gateway-stripe', $header['RequiresPlugins'], 'Requires Plugins' );
		// WooCommerce's extension headers: what the gateway we serve needs
		// (8.8.0: 8.9), and the WooCommerce the PHP tests run (10.0.2).
		wp_assert_same( '8.9', $header['WCRequires'], 'WC requires at least' );
		wp_assert_same( '10.0', $header['WCTested'], 'WC tested up to' );
	}
);

/**
 * The readme's header fields and sections, as WordPress.org's readme
 * parser reads them: `=== Name ===`, `Field: value` lines up to the first
 * blank line, the short description, then `== Section ==` headings.
 */
function wp_tests_parse_readme( $text ) {
	$lines = preg_split( '/\r?\n/', $text );
	$name  = preg_match( '/^=== (.+) ===$/', array_shift( $lines ), $match ) ? $match[1] : null;
	$head  = array();
	while ( $lines && '' !== trim( $lines[0] ) ) {
		list( $field, $value ) = array_map( 'trim', explode( ':', array_shift( $lines ), 2 ) + array( 1 => '' ) );
		$head[ $field ]        = $value;
	}
	$rest = ltrim( implode( "\n", $lines ) );
	preg_match( '/^([^\n]*)/', $rest, $short );
	preg_match_all( '/^== (.+) ==$/m', $rest, $sections );
	return array(
		'name'     => $name,
		'head'     => $head,
		'short'    => $short[1],
		'sections' => $sections[1],
		'text'     => $rest,
	);
}

wp_test(
	'package: readme.txt in WordPress.org\'s format, in the zip, agreeing with the plugin header (name, requirements, version as its stable tag, licence) and with a changelog entry for this version',
	function () {
		wp_assert( in_array( 'woocommerce-gateway-stripe-frontend/readme.txt', wp_tests_zip_entries(), true ), 'readme.txt is in the zip' );
		$zip    = getenv( 'WP_TESTS_PLUGIN_DIR' ) . '/woocommerce-gateway-stripe-frontend.zip';
		$readme = wp_tests_parse_readme( file_get_contents( 'phar://' . $zip . '/woocommerce-gateway-stripe-frontend/readme.txt' ) );
		$header = get_file_data(
			wp_tests_plugin_dir() . '/woocommerce-gateway-stripe-frontend.php',
			array(
				'Name'        => 'Plugin Name',
				'Version'     => 'Version',
				'RequiresWP'  => 'Requires at least',
				'RequiresPHP' => 'Requires PHP',
				'License'     => 'License',
			)
		);
		wp_assert_same( $header['Name'], $readme['name'], '=== name ===' );
		foreach ( array( 'Contributors', 'Tags', 'Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License', 'License URI' ) as $field ) {
			wp_assert( '' !== ( $readme['head'][ $field ] ?? '' ), "the {$field} field" );
		}
		wp_assert_same( $header['RequiresWP'], $readme['head']['Requires at least'], 'Requires at least, as the header' );
		wp_assert_same( $header['RequiresPHP'], $readme['head']['Requires PHP'], 'Requires PHP, as the header' );
		wp_assert_same( $header['Version'], $readme['head']['Stable tag'], 'the stable tag is the version' );
		wp_assert_same( 'GPL-3.0-or-later', $header['License'], 'the header\'s licence' );
		wp_assert_same( 'GPLv3 or later', $readme['head']['License'], 'the same licence in the readme' );
		wp_assert_same( '6.8', $readme['head']['Tested up to'], 'tested up to the WordPress the real WooCommerce tests run (6.8.3)' );
		wp_assert( count( array_filter( array_map( 'trim', explode( ',', $readme['head']['Tags'] ) ) ) ) <= 5, 'at most 5 tags (WordPress.org shows 5)' );
		wp_assert( '' !== $readme['short'] && strlen( $readme['short'] ) <= 150 && 0 !== strpos( $readme['short'], '==' ), 'a short description of at most 150 characters' );
		foreach ( array( 'Description', 'Installation', 'Frequently Asked Questions', 'Changelog' ) as $section ) {
			wp_assert( in_array( $section, $readme['sections'], true ), "== {$section} ==" );
		}
		wp_assert( false !== strpos( $readme['text'], "= {$header['Version']} =" ), 'a changelog entry for ' . $header['Version'] );
	}
);
