<?php
/**
 * Plugin Name:       WooCommerce Stripe Gateway Frontend
 * Description:       The browser side of WooCommerce's storefront and the Stripe gateway (block and classic checkout, wallet buttons, storefront behaviours), loaded in place of the gateway's and WooCommerce's own front-end scripts. Payments stay in the Stripe gateway plugin.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce, woocommerce-gateway-stripe
 * WC requires at least: 8.9
 * WC tested up to:      10.0
 * License:           GPL-3.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-3.0.html
 * Text Domain:       woocommerce-gateway-stripe
 * Domain Path:       /languages
 *
 * Loading and registering only: each kind of page enqueues one script of
 * ours (build/NAME.js as `wc-stripe-NAME`, the map in
 * build/page-handles.json), and the handles it replaces stay registered as
 * aliases of it, their page data handed to it.
 *
 * Requires at least 6.6: the block checkout's script needs the
 * `react-jsx-runtime` handle (WordPress 6.6); `Requires Plugins` needs 6.5,
 * the `defer` strategy 6.3, `wp_preload_resources` 6.1.
 *
 * WC requires at least 8.9: what the Stripe gateway this plugin serves
 * requires (8.8.0's header), without which it has nothing to load; our
 * code uses the Store API's v1 routes (cart, its items and customer,
 * checkout, checkout/{order} with its Cart-Token), the block registry's
 * payment methods and, where WooCommerce has it, FeaturesUtil. WC tested
 * up to 10.0: the PHP tests run WooCommerce 10.0.2
 * (tests/php/woocommerce-test.php); WooCommerce compares this header's
 * major and minor version before its updates.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

define( 'WC_STRIPE_FRONTEND_FILE', __FILE__ );

require_once __DIR__ . '/includes/page-kind.php';
require_once __DIR__ . '/includes/page-scripts.php';
require_once __DIR__ . '/includes/replaced-handles.php';
require_once __DIR__ . '/includes/payment-request.php';
require_once __DIR__ . '/includes/resource-hints.php';
require_once __DIR__ . '/includes/preloaded-cart.php';
require_once __DIR__ . '/includes/woocommerce-features.php';
require_once __DIR__ . '/includes/gateway-pack-translations.php';
require_once __DIR__ . '/includes/pay-later-messaging.php';
require_once __DIR__ . '/includes/wallet-areas.php'; // Registers its own hooks: the mini cart's wallets (off unless filtered on), the Cart block's kept space.
require_once __DIR__ . '/includes/express-store-api-nonce.php'; // Registers its own filter: WooCommerce's Store API nonce in the gateway's express params where it prints none.

// WooCommerce reads extensions' compatibility declarations only here.
add_action( 'before_woocommerce_init', 'wc_stripe_frontend_declare_compatibility' );
// The pay-later message's box, on WooCommerce's page hooks once they exist.
add_action( 'woocommerce_init', 'wc_stripe_frontend_add_pay_later_hooks' );

// Our handles exist before anyone's enqueueing decides anything.
add_action( 'wp_enqueue_scripts', 'wc_stripe_frontend_register_scripts', 5 );
// After WooCommerce and the gateway enqueued theirs (priority 10): the page's
// handle follows from what they chose for this page.
add_action( 'wp_enqueue_scripts', 'wc_stripe_frontend_enqueue_page_script', 1000 );
add_action( 'wp_enqueue_scripts', 'wc_stripe_frontend_replace_handles', 1001 );
// WooCommerce localizes its scripts at priority 5 of both; WordPress prints
// the head's scripts after `wp_print_scripts`, the footer's at priority 10.
add_action( 'wp_print_scripts', 'wc_stripe_frontend_hand_over_page_data', 20 );
add_action( 'wp_print_footer_scripts', 'wc_stripe_frontend_hand_over_page_data', 9 );
// The cart the wallet buttons start from, where they start from it: after
// the page's content (WooCommerce's cart checks ran on the cart it renders),
// before the footer's scripts, where `wp-api-fetch` prints.
add_action( 'wp_print_footer_scripts', 'wc_stripe_frontend_preload_cart', 8 );
// The legacy wallet buttons' space, kept just before the gateway's hidden
// wrapper: at the gateway's own hooks and priorities
// (WC_Stripe_Payment_Request::init(), 8.8.0), whose callbacks are added
// later (on `plugins_loaded`), so ours runs first.
add_action( 'woocommerce_after_add_to_cart_form', 'wc_stripe_frontend_payment_request_space', 1 );
add_action( 'woocommerce_proceed_to_checkout', 'wc_stripe_frontend_payment_request_space', 25 );
add_action( 'woocommerce_checkout_before_customer_details', 'wc_stripe_frontend_payment_request_space', 1 );

add_filter( 'wp_resource_hints', 'wc_stripe_frontend_resource_hints', 10, 2 );
add_filter( 'wp_preload_resources', 'wc_stripe_frontend_preload_resources' );
// Beside WordPress's preloads (wp_preload_resources(), the same priority):
// those that carry the nonce of a strict Content-Security-Policy.
add_action( 'wp_head', 'wc_stripe_frontend_print_nonced_preloads', 1 );
// In a language we ship no JSON for: the gateway's pack, for our messages.
add_filter( 'pre_load_script_translations', 'wc_stripe_frontend_pack_script_translations', 10, 4 );
