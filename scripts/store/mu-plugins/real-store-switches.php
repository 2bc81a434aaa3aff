<?php
/**
 * Must-use plugin of the real store: one site, two ways to see it, chosen
 * per visitor with a cookie (a query argument of the same name sets it, for
 * a browser by hand):
 *
 * - `store_theme`: `twentytwentyfive` (the default; WordPress 6.8's block
 *   theme) or `twentytwentyone` (the classic theme). WordPress asks the
 *   `stylesheet` and `template` filters for the theme of each request,
 *   before the theme loads; the options' own `pre_option_*` filters answer
 *   the same, as a theme preview does.
 * - `store_pages`: `block` (the default; the Cart and Checkout pages
 *   WooCommerce's installer made, with its Cart and Checkout blocks) or
 *   `classic` (the Classic Cart and Classic Checkout pages, holding the
 *   [woocommerce_cart] and [woocommerce_checkout] shortcodes).
 *   WooCommerce's `is_cart()`, `is_checkout()`, `wc_get_cart_url()`,
 *   `wc_get_checkout_url()` and the order-pay and order-received addresses
 *   follow the woocommerce_cart_page_id / woocommerce_checkout_page_id
 *   options, filtered here per request (`option_{$option}`).
 * - `store_express`: `ece` (the default; the gateway's Express Checkout
 *   Element, which configure-gateway.php turns on) or `legacy` (the
 *   gateway's default settings: its ECE feature flag off, so it runs its
 *   legacy Payment Request Button, `wc_stripe_payment_request`). The
 *   gateway reads the flag (`_wcstripe_feature_ece`,
 *   WC_Stripe_Feature_Flags::is_stripe_ece_enabled()) as its classes are
 *   made on `plugins_loaded` and on each page and wc-ajax request after, so
 *   a must-use plugin's `pre_option_{$option}` filter answers it for the
 *   whole request, wc-ajax calls included (they carry the cookie).
 * - `store_product_form`: `form` (the default; the "Add to cart form" block
 *   Twenty Twenty-Five's single-product template holds, WooCommerce's
 *   classic form inside it) or `options` (the Add to Cart + Options block,
 *   WooCommerce 10's Interactivity API form, which WooCommerce 10.0.2
 *   registers in block themes): the template's form block is rendered as
 *   that block instead, as a store owner who swapped them in the Site
 *   Editor has it. Its markup comes from WooCommerce's own template parts
 *   (`{type}-product-add-to-cart-with-options.html`).
 *
 * Anything else leaves the defaults. See docs/real-store.md.
 *
 * Follows: WordPress 6.8.3 get_stylesheet() / get_template() (the
 * `stylesheet` and `template` filters), WP_Customize_Manager::
 * start_previewing_theme(), get_option() (`pre_option_{$option}`,
 * `option_{$option}`);
 * WooCommerce 10.0.2 wc_get_page_id(), BlockTypesController (the Add to
 * Cart + Options block in block themes), AddToCartWithOptions::render()
 * (the product from the `postId` context); WordPress's `pre_render_block`
 * filter (WP_Block::render(), render_block()); woocommerce-gateway-stripe 8.8.0
 * includes/class-wc-stripe-feature-flags.php.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.Security.NonceVerification

/**
 * The visitor's choice of one switch: the query argument (remembered in the
 * cookie), else the cookie, else the first of the allowed values.
 *
 * @param string   $name    The switch: store_theme, store_pages or store_express.
 * @param string[] $allowed Its values, the default first.
 * @return string
 */
function real_store_switch( $name, $allowed ) {
	static $chosen = array();
	if ( isset( $chosen[ $name ] ) ) {
		return $chosen[ $name ];
	}
	$asked = isset( $_GET[ $name ] ) ? sanitize_key( wp_unslash( $_GET[ $name ] ) ) : '';
	if ( in_array( $asked, $allowed, true ) ) {
		if ( ! headers_sent() ) {
			setcookie( $name, $asked, 0, '/' );
		}
		$chosen[ $name ] = $asked;
		return $asked;
	}
	$cookie          = isset( $_COOKIE[ $name ] ) ? sanitize_key( wp_unslash( $_COOKIE[ $name ] ) ) : '';
	$chosen[ $name ] = in_array( $cookie, $allowed, true ) ? $cookie : $allowed[0];
	return $chosen[ $name ];
}

$real_store_theme = function () {
	return real_store_switch( 'store_theme', array( 'twentytwentyfive', 'twentytwentyone' ) );
};
// As WordPress previews a theme (WP_Customize_Manager::start_previewing_theme()):
// code that reads the options themselves (the gateway's theme_name reads
// get_option( 'stylesheet' )) sees the chosen theme too.
foreach ( array( 'stylesheet', 'template', 'pre_option_stylesheet', 'pre_option_template' ) as $real_store_hook ) {
	add_filter( $real_store_hook, $real_store_theme );
}
add_filter(
	'pre_option_current_theme',
	function () use ( $real_store_theme ) {
		return wp_get_theme( $real_store_theme() )->get( 'Name' );
	}
);

foreach ( array( 'cart', 'checkout' ) as $real_store_page ) {
	add_filter(
		"option_woocommerce_{$real_store_page}_page_id",
		function ( $id ) use ( $real_store_page ) {
			if ( 'classic' !== real_store_switch( 'store_pages', array( 'block', 'classic' ) ) ) {
				return $id;
			}
			$classic = (int) get_option( "real_store_classic_{$real_store_page}_page_id" );
			return $classic ? $classic : $id;
		}
	);
}

add_filter(
	'pre_option__wcstripe_feature_ece',
	function ( $value ) {
		return 'legacy' === real_store_switch( 'store_express', array( 'ece', 'legacy' ) ) ? 'no' : $value;
	}
);

add_filter(
	'pre_render_block',
	function ( $pre_render, $parsed_block ) {
		if ( 'woocommerce/add-to-cart-form' !== $parsed_block['blockName']
			|| 'options' !== real_store_switch( 'store_product_form', array( 'form', 'options' ) )
			|| ! is_product() ) {
			return $pre_render;
		}
		$options = new WP_Block(
			array(
				'blockName'    => 'woocommerce/add-to-cart-with-options',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array(
				'postId'   => get_queried_object_id(),
				'postType' => 'product',
			)
		);
		return $options->render();
	},
	10,
	2
);
