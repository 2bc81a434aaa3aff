<?php
/**
 * The plugin's PHP tests: a small runner. Each *-test.php file beside it
 * calls wp_test( name, callable ); a test fails by throwing. Prints TAP
 * (`ok N - name` / `not ok N - name` and why), exits 1 on any failure.
 *
 * Pages render in PHP processes of their own (render-page.php), with
 * WordPress from WP_TESTS_DIR and the plugin from WP_TESTS_PLUGIN_DIR, as
 * scripts/php-tests.js sets them.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions

require __DIR__ . '/wordpress.php';

$GLOBALS['wp_tests'] = array();

function wp_test( $name, callable $test ) {
	$GLOBALS['wp_tests'][] = array( $name, $test );
}

function wp_assert( $condition, $message ) {
	if ( ! $condition ) {
		throw new RuntimeException( $message );
	}
}

function wp_assert_same( $expected, $actual, $message ) {
	if ( $expected !== $actual ) {
		throw new RuntimeException( $message . "\n  expected: " . var_export( $expected, true ) . "\n  actual:   " . var_export( $actual, true ) );
	}
}

/** The plugin as a store has it: the folder the zip unpacks to. */
function wp_tests_plugin_dir() {
	return rtrim( getenv( 'WP_TESTS_PLUGIN_DIR' ), '/' ) . '/woocommerce-gateway-stripe-frontend';
}

/**
 * A page rendered with the plugin, once per page description.
 *
 * @param array $page {kind, locale?, wallets?, get?}.
 * @return array {head, body, footer, errors}.
 */
function wp_tests_render( array $page ) {
	static $rendered = array();
	$key = json_encode( $page );
	if ( ! isset( $rendered[ $key ] ) ) {
		$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/render-page.php' ) . ' ' . escapeshellarg( $key ) . ' 2>&1';
		$output  = shell_exec( $command );
		$result  = json_decode( (string) $output, true );
		if ( ! is_array( $result ) ) {
			throw new RuntimeException( "The page did not render: {$key}\n{$output}" );
		}
		$rendered[ $key ] = $result;
	}
	return $rendered[ $key ];
}

foreach ( glob( __DIR__ . '/*-test.php' ) as $file ) {
	require $file;
}

$failed = 0;
echo 'TAP version 13', PHP_EOL, '1..', count( $GLOBALS['wp_tests'] ), PHP_EOL;
foreach ( $GLOBALS['wp_tests'] as $number => list( $name, $test ) ) {
	try {
		$test();
		echo 'ok ', $number + 1, ' - ', $name, PHP_EOL;
	} catch ( Throwable $error ) {
		++$failed;
		echo 'not ok ', $number + 1, ' - ', $name, PHP_EOL;
		foreach ( explode( "\n", $error->getMessage() ) as $line ) {
			echo '  # ', $line, PHP_EOL;
		}
	}
}
exit( $failed ? 1 : 0 );
