<?php
/**
 * One front-end request to the test site's whole WordPress, in a PHP process
 * of its own, the way a web server hands it over: `$_SERVER` (host, HTTPS,
 * the request URI), `$_GET` and `$_COOKIE`, then the site's index.php
 * (wp-blog-header.php: wp-load.php, `wp()`, the template loader, the theme).
 *
 * Arguments: the site's folder (ABSPATH), then the request as JSON:
 * {"uri": "/cart/", "cookies": {…}, "locale": "de_DE", "hooks": […]}.
 * `locale` is the site language a store owner picks in Settings → General,
 * given to WordPress through its `locale` filter, hooked before WordPress
 * loads; `hooks` names what the site's theme or plugins hook in (the
 * must-use plugin wp-tests-hooks.php adds them).
 *
 * Prints JSON: {"html", "errors", "http", "redirect", "template", "is_404",
 * "probes"}; `probes` is what the site's hooks recorded. Every PHP
 * notice, warning and deprecation (WP_DEBUG is on) is caught in `errors`,
 * with its file and line; `http` lists the HTTP requests WordPress tried
 * (the must-use plugin refused them).
 *
 * Follows: WordPress 6.6's index.php, wp-blog-header.php and
 * WP_Hook::build_preinitialized_hooks() (hooks added before plugin.php).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$wp_tests_site    = rtrim( $argv[1], '/' ) . '/';
$wp_tests_request = json_decode( $argv[2], true );
require __DIR__ . '/catch-errors.php';

$uri   = $wp_tests_request['uri'];
$query = (string) parse_url( $uri, PHP_URL_QUERY );
parse_str( $query, $_GET );
$_COOKIE  = (array) ( $wp_tests_request['cookies'] ?? array() );
$_POST    = array();
$_REQUEST = $_GET + $_COOKIE;
$_SERVER  = array_merge(
	$_SERVER,
	array(
		'HTTP_HOST'       => 'shop.example',
		'SERVER_NAME'     => 'shop.example',
		'SERVER_PORT'     => '443',
		'HTTPS'           => 'on',
		'REQUEST_METHOD'  => 'GET',
		'REQUEST_URI'     => $uri,
		'QUERY_STRING'    => $query,
		'SCRIPT_NAME'     => '/index.php',
		'PHP_SELF'        => '/index.php',
		'SCRIPT_FILENAME' => $wp_tests_site . 'index.php',
		'REMOTE_ADDR'     => '127.0.0.1',
		'HTTP_USER_AGENT' => 'wp-tests',
		'HTTP_ACCEPT'     => 'text/html',
	)
);
unset( $_SERVER['argv'], $_SERVER['argc'] );

if ( ! empty( $wp_tests_request['locale'] ) ) {
	$wp_tests_locale       = $wp_tests_request['locale'];
	$GLOBALS['wp_filter'] = array(
		'locale' => array(
			10 => array(
				'wp_tests_locale' => array(
					'function'      => function () use ( $wp_tests_locale ) {
						return $wp_tests_locale;
					},
					'accepted_args' => 1,
				),
			),
		),
	);
}

ob_start();
register_shutdown_function(
	function () {
		$html = '';
		while ( ob_get_level() > 0 ) {
			$html = ob_get_clean() . $html;
		}
		$log = $GLOBALS['wp_tests_site_log'] ?? array();
		echo json_encode(
			array(
				'html'     => $html,
				'errors'   => $GLOBALS['wp_tests_errors'],
				'http'     => $log['http'] ?? array(),
				'redirect' => $log['redirect'] ?? null,
				'template' => isset( $GLOBALS['template'] ) ? basename( $GLOBALS['template'] ) : null,
				'is_404'   => function_exists( 'is_404' ) && is_404(),
				'probes'   => $log['probes'] ?? array(),
			)
		);
	}
);

require $wp_tests_site . 'index.php';
