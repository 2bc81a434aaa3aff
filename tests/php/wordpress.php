<?php
/**
 * WordPress's own script loader, loaded for the plugin's tests: the hooks
 * (plugin.php), the dependency classes, WP_Scripts and its functions, the
 * script loader (its package registrations and printing functions), the
 * translations (l10n.php and the translation files' readers of l10n/ and
 * pomo/), the head's resource hints and preloads (general-template.php),
 * and what those call (formatting, kses, URLs, the object cache).
 * The files are WordPress 6.5.5's, from the WordPress builds WordPress
 * Playground publishes on npm (@wp-playground/wordpress-builds), unpacked
 * by scripts/php-tests.js into WP_TESTS_DIR.
 *
 * What is not the script loader stands in: the options table (a fixed
 * list), the site's URLs, the user. WooCommerce and the gateway stand in
 * through stand-ins/.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$wp_tests_dir = getenv( 'WP_TESTS_DIR' );
if ( ! $wp_tests_dir || ! is_readable( $wp_tests_dir . '/wp-includes/class-wp-scripts.php' ) ) {
	fwrite( STDERR, "WP_TESTS_DIR does not hold WordPress's wp-includes: run the PHP tests through scripts/php-tests.js\n" );
	exit( 2 );
}

define( 'ABSPATH', rtrim( $wp_tests_dir, '/' ) . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_CONTENT_DIR', getenv( 'WP_TESTS_CONTENT_DIR' ) );
// The folder holding the plugin as its zip unpacks: woocommerce-gateway-stripe-frontend/.
define( 'WP_PLUGIN_DIR', getenv( 'WP_TESTS_PLUGIN_DIR' ) );
define( 'WP_LANG_DIR', WP_CONTENT_DIR . '/languages' );
define( 'WP_CONTENT_URL', 'https://shop.example/wp-content' );
define( 'WP_PLUGIN_URL', WP_CONTENT_URL . '/plugins' );
define( 'SCRIPT_DEBUG', false );
define( 'WP_DEBUG', true );

// The options a front-end request reads, as a fresh site has them.
$GLOBALS['wp_tests_options'] = array(
	'siteurl'         => 'https://shop.example',
	'home'            => 'https://shop.example',
	'blog_charset'    => 'UTF-8',
	'WPLANG'          => '',
	'active_plugins'  => array(),
	'start_of_week'   => 1,
	'date_format'     => 'F j, Y',
	'time_format'     => 'g:i a',
	'use_smilies'     => false,
	'html_type'       => 'text/html',
	'permalink_structure' => '/%postname%/',
);

function get_current_user_id() {
	return 0;
}
function is_user_logged_in() {
	return false;
}
// The theme declares HTML5 markup for scripts and styles, as block themes
// and WooCommerce's Storefront do: no type attributes.
function current_theme_supports( $feature, ...$args ) {
	return 'html5' === $feature && in_array( $args[0] ?? '', array( 'script', 'style' ), true );
}

$GLOBALS['pagenow']         = 'index.php';
$GLOBALS['wp_plugin_paths'] = array();
$_SERVER['SERVER_NAME'] = 'shop.example';
$_SERVER['HTTP_HOST']   = 'shop.example';
$_SERVER['HTTPS']       = 'on';

require ABSPATH . WPINC . '/version.php';
foreach (
	array(
		'load.php',
		'compat.php',
		'plugin.php',
		'class-wp-error.php',
		'formatting.php',
		'kses.php',
		'functions.php',
		'http.php',
		'link-template.php',
		'default-constants.php',
		'cache.php',
		'class-wp-textdomain-registry.php',
		'pomo/translations.php',
		'pomo/mo.php',
		'l10n.php',
		'l10n/class-wp-translation-controller.php',
		'l10n/class-wp-translations.php',
		'l10n/class-wp-translation-file.php',
		'l10n/class-wp-translation-file-mo.php',
		'l10n/class-wp-translation-file-php.php',
		'class-wp-locale.php',
		'script-loader.php',
		'general-template.php',
	) as $wp_file
) {
	require_once ABSPATH . WPINC . '/' . $wp_file;
}

wp_initial_constants();
wp_cache_init();
wp_plugin_directory_constants();
$GLOBALS['wp_textdomain_registry'] = new WP_Textdomain_Registry();
$GLOBALS['wp_locale']              = new WP_Locale();

// Options come from the list above through WordPress's own `pre_option`
// filter, before any database; one not in the list is a test's mistake.
add_filter(
	'pre_option',
	function ( $pre, $option ) {
		if ( ! array_key_exists( $option, $GLOBALS['wp_tests_options'] ) ) {
			throw new LogicException( "The tests stand in no option \"{$option}\"" );
		}
		return $GLOBALS['wp_tests_options'][ $option ];
	},
	10,
	2
);
// The one network option the script loader reads (whether to gzip its
// concatenated scripts, which the front end never concatenates).
add_filter(
	'pre_site_option_can_compress_scripts',
	function () {
		return 0;
	}
);

/**
 * The script hooks of WordPress's default-filters.php, read from that file:
 * the head enqueues, then prints resource hints, preloads and the head's
 * scripts; the footer prints the footer's scripts; WP_Scripts registers
 * WordPress's own packages. Other default filters are left out.
 */
function wp_tests_add_script_hooks() {
	$wanted = array(
		'wp_enqueue_scripts',
		'wp_resource_hints',
		'wp_preload_resources',
		'wp_print_head_scripts',
		'wp_print_footer_scripts',
		'_wp_footer_scripts',
	);
	$source = file_get_contents( ABSPATH . WPINC . '/default-filters.php' );
	preg_match_all( "/add_action\\( '(wp_head|wp_footer|wp_print_footer_scripts)', '(\\w+)'(?:, (\\d+))? \\)/", $source, $calls, PREG_SET_ORDER );
	$added = array();
	foreach ( $calls as $call ) {
		if ( in_array( $call[2], $wanted, true ) ) {
			add_action( $call[1], $call[2], isset( $call[3] ) ? (int) $call[3] : 10 );
			$added[] = $call[2];
		}
	}
	if ( count( array_unique( $added ) ) !== count( $wanted ) ) {
		fwrite( STDERR, 'default-filters.php lacks a script hook: found ' . implode( ', ', $added ) . "\n" );
		exit( 2 );
	}
	// WordPress's own handles (jQuery, the vendor and wp-* packages) as
	// WordPress registers them. The tests never fire `init`, so the inline
	// scripts WordPress adds to its own handles after it (nonces, the REST
	// root, the user's settings) are left out: they need the database and
	// a session, and none is ours.
	add_action( 'wp_default_scripts', 'wp_default_scripts' );
	add_action( 'wp_default_scripts', 'wp_default_packages' );
	add_action(
		'wp_default_scripts',
		function ( $scripts ) {
			// WordPress 6.6 added this vendor handle (React's JSX runtime);
			// 6.5.5 is the newest release in the package.
			if ( ! isset( $scripts->registered['react-jsx-runtime'] ) ) {
				$scripts->add( 'react-jsx-runtime', '/wp-includes/js/dist/vendor/react-jsx-runtime.min.js', array( 'react' ), '18.3.1', 1 );
			}
		},
		11
	);
}
