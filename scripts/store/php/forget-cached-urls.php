<?php
/**
 * Run on every start: forgets what WordPress and WooCommerce cached with the
 * store's address in it, since STORE_PORT may have moved the store since.
 *
 * WooCommerce 10.0.2 keeps the Cart and Checkout blocks' prefetch hints,
 * absolute script URLs, a week in the site transient
 * `woocommerce_block_asset_resource_hints`, checked against WooCommerce's
 * and WordPress's versions only (src/Blocks/AssetsController.php,
 * get_block_asset_resource_hints_cache()): a store moved to another port
 * printed `<link rel="prefetch">` to the old one, and the browser logged
 * "Failed to load resource: net::ERR_CONNECTION_REFUSED" for each on every
 * block cart and checkout page. Upstream's: a site whose address changes
 * keeps the stale hints until the transient expires.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

delete_site_transient( 'woocommerce_block_asset_resource_hints' );
store_say( 'Forgot WooCommerce’s cached block resource hints.' );
