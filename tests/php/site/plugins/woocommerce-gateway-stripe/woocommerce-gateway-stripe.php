<?php
/**
 * Plugin Name: WooCommerce Stripe Gateway
 * Description: Stand-in for the PHP tests' whole WordPress: the gateway's front-end script registrations and localized data (tests/php/stand-ins/stripe-gateway.php).
 * Version: 9.5.0
 * Requires Plugins: woocommerce
 * Text Domain: woocommerce-gateway-stripe
 *
 * The gateway plugin as the test site (scripts/whole-wordpress.js) has it,
 * in its real folder and file, so that WordPress's plugin dependencies find
 * it by its slug. Follows: woocommerce-gateway-stripe 8.8.0's plugin header
 * (its name, `Requires Plugins: woocommerce`).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

require WP_TESTS_STAND_INS . '/stripe-gateway.php';
