<?php
/**
 * What a store owner does in the test site's wp-admin, one step per PHP
 * process, with WordPress's own functions:
 *
 * - `install`: the install screen's wp_install() (wp-admin/includes/upgrade.php;
 *   with the SQLite drop-in loaded, its own wp_install() replaces the
 *   pluggable one, creating the tables in SQLite), pretty permalinks
 *   (Settings → Permalinks, "Post name"), and the store's pages and products:
 *   WooCommerce's cart, checkout and account pages with their shortcodes and
 *   page options (WC_Install::create_pages()), a cart and a checkout page
 *   holding WooCommerce's blocks, a simple and a variable product;
 * - `upload` ZIP: Plugins → Add New → Upload Plugin (wp-admin/update.php's
 *   `upload-plugin`: Plugin_Upgrader::install() of the zip);
 * - `activate` PLUGIN: the Activate link (activate_plugin());
 * - `deactivate` PLUGIN: the Deactivate link (deactivate_plugins());
 * - `plugins`: the Plugins screen's rows and notices (wp-admin/plugins.php:
 *   WP_Plugin_Dependencies, WP_Plugins_List_Table), as the site's
 *   administrator sees them.
 *
 * Arguments: the site's folder (ABSPATH), the step, its argument. Prints
 * JSON: {"output", "result", "errors", "http"}; `errors` are the PHP notices
 * caught, `output` what the step printed besides.
 *
 * Follows: WordPress 6.6 (wp-admin/install.php, update.php, plugins.php).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

list( , $wp_tests_site, $wp_tests_step ) = $argv;
$wp_tests_site     = rtrim( $wp_tests_site, "/" ) . "/";
$wp_tests_argument = $argv[3] ?? '';
require __DIR__ . '/catch-errors.php';
// What the step prints besides its answer (a database error WordPress shows
// while WP_DEBUG is on) goes into the answer's `output`.
ob_start();
$_SERVER = array_merge(
	$_SERVER,
	array(
		'HTTP_HOST'      => 'shop.example',
		'SERVER_NAME'    => 'shop.example',
		'HTTPS'          => 'on',
		'REQUEST_METHOD' => 'GET',
		'REQUEST_URI'    => '/wp-admin/' . ( 'install' === $wp_tests_step ? 'install.php' : 'plugins.php' ),
		'REMOTE_ADDR'    => '127.0.0.1',
	)
);

/** The step's result, as JSON; a WP_Error as its code and messages. */
function wp_tests_site_answer( $result ) {
	global $wp_tests_errors;
	if ( is_wp_error( $result ) ) {
		$result = array(
			'error'    => $result->get_error_code(),
			'messages' => $result->get_error_messages(),
			'data'     => $result->get_error_data(),
		);
	}
	$output = ob_get_clean();
	echo json_encode(
		array(
			'output' => $output,
			'result' => $result,
			'errors' => $GLOBALS['wp_tests_errors'],
			'http'   => $GLOBALS['wp_tests_site_log']['http'] ?? array(),
		)
	);
}

if ( 'install' === $wp_tests_step ) {
	define( 'WP_INSTALLING', true );
	require $wp_tests_site . 'wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$installed = wp_install( 'Dev Shop', 'admin', 'admin@shop.example', true, '', 'wp-tests-password' );
	$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
	$page = function ( $slug, $title, $content ) {
		return wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
	};
	update_option( 'woocommerce_cart_page_id', $page( 'cart', 'Cart', '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ) );
	update_option( 'woocommerce_checkout_page_id', $page( 'checkout', 'Checkout', '<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->' ) );
	update_option( 'woocommerce_myaccount_page_id', $page( 'my-account', 'My account', '<!-- wp:shortcode -->[woocommerce_my_account]<!-- /wp:shortcode -->' ) );
	$page( 'block-cart', 'Cart (blocks)', '<!-- wp:woocommerce/cart --><div class="wp-block-woocommerce-cart"></div><!-- /wp:woocommerce/cart -->' );
	$page( 'block-checkout', 'Checkout (blocks)', '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->' );
	// WooCommerce's product types are terms of its `product_type` taxonomy,
	// registered as the stand-in WooCommerce does (it is not active yet).
	register_taxonomy( 'product_type', 'product', array( 'public' => false ) );
	// WooCommerce's default for "Enable AJAX add to cart buttons on archives".
	update_option( 'woocommerce_enable_ajax_add_to_cart', 'yes' );
	foreach ( array( 'a-simple-product' => 'simple', 'a-variable-product' => 'variable' ) as $slug => $type ) {
		$product = wp_insert_post(
			array(
				'post_type'   => 'product',
				'post_status' => 'publish',
				'post_name'   => $slug,
				'post_title'  => ucfirst( str_replace( '-', ' ', $slug ) ),
			)
		);
		wp_set_object_terms( $product, $type, 'product_type' );
	}
	flush_rewrite_rules();
	wp_tests_site_answer(
		array(
			'user_id'   => $installed['user_id'],
			'url'       => $installed['url'],
			'installed' => is_blog_installed(),
			'tables'    => $GLOBALS['wpdb']->get_col( "SELECT name FROM sqlite_master WHERE type = 'table'" ),
		)
	);
	exit;
}

define( 'WP_ADMIN', true );
require $wp_tests_site . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
wp_set_current_user( 1 );

if ( 'upload' === $wp_tests_step ) {
	$skin     = new WP_Ajax_Upgrader_Skin();
	$upgrader = new Plugin_Upgrader( $skin );
	$result   = $upgrader->install( $wp_tests_argument );
	wp_tests_site_answer(
		is_wp_error( $result ) ? $result : array(
			'installed' => $result,
			'plugin'    => $upgrader->plugin_info(),
			'errors'    => $skin->get_error_messages(),
		)
	);
} elseif ( 'activate' === $wp_tests_step ) {
	$result = activate_plugin( $wp_tests_argument );
	wp_tests_site_answer( is_wp_error( $result ) ? $result : array( 'active' => get_option( 'active_plugins' ) ) );
} elseif ( 'deactivate' === $wp_tests_step ) {
	deactivate_plugins( $wp_tests_argument );
	wp_tests_site_answer( array( 'active' => get_option( 'active_plugins' ) ) );
} elseif ( 'plugins' === $wp_tests_step ) {
	$GLOBALS['pagenow']     = 'plugins.php';
	$GLOBALS['hook_suffix'] = 'plugins.php';
	set_current_screen( 'plugins' );
	WP_Plugin_Dependencies::initialize();
	ob_start();
	WP_Plugin_Dependencies::display_admin_notice_for_unmet_dependencies();
	$notices = ob_get_clean();
	$table   = _get_list_table( 'WP_Plugins_List_Table', array( 'screen' => 'plugins' ) );
	$table->prepare_items();
	ob_start();
	$table->display_rows();
	wp_tests_site_answer(
		array(
			'notices' => $notices,
			'rows'    => ob_get_clean(),
		)
	);
} else {
	wp_tests_site_answer( new WP_Error( 'wp_tests_step', "No step {$wp_tests_step}" ) );
}
