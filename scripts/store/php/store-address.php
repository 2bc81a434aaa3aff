<?php
/**
 * Set-up step on every start: forgets what WooCommerce cached with the
 * store's address in it, so a store laid out on one port and served on
 * another (STORE_PORT) links nothing of the old one.
 *
 * WooCommerce 10.0.2 keeps the Cart and Checkout blocks' prefetch links in
 * the site transient `woocommerce_block_asset_resource_hints` for a week,
 * checked against its and WordPress's versions only, not the site's URL
 * (src/Blocks/AssetsController.php, get_block_asset_resource_hints_cache()):
 * moved to another port, the Cart block's page prefetched some forty
 * scripts from the old one, each a console error. WooCommerce builds the
 * hints again on the next page that needs them. (Its script data cache,
 * src/Blocks/Assets/Api.php, hashes the site URL and needs nothing.)
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

delete_site_transient( 'woocommerce_block_asset_resource_hints' );
echo "Block asset resource hints forgotten.\n";
