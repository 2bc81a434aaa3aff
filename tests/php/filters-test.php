<?php
/**
 * The plugin's filters, as a theme or another plugin uses them
 * (stand-ins/site-hooks.php): `wc_stripe_frontend_replaced_handles` on the
 * handles our scripts replace, `wc_stripe_frontend_page_handle` on the one
 * script of ours a page loads. Rendered by WordPress's own script loader,
 * as page-scripts-test.php renders every page.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/** The script whose src holds this path, or null. */
function wp_tests_script_with_src( array $scripts, $path ) {
	foreach ( $scripts as $script ) {
		if ( false !== strpos( $script['src'] ?? '', $path ) ) {
			return $script;
		}
	}
	return null;
}

wp_test(
	'filter wc_stripe_frontend_replaced_handles: a theme that removes wc-single-product gets WooCommerce\'s script back on the product page, with its data and jQuery before it, beside ours',
	function () {
		$scripts = wp_tests_scripts(
			wp_tests_render(
				array(
					'kind'  => 'product',
					'hooks' => array( 'theme keeps wc-single-product' ),
				)
			)
		);
		$single  = wp_tests_script_with_src( $scripts, '/woocommerce/assets/js/frontend/single-product.min.js' );
		wp_assert( null !== $single, 'WooCommerce\'s single-product.min.js is printed' );
		wp_assert_same( 'wc-single-product-js', $single['id'], 'as its own handle' );
		$at    = wp_tests_position( $scripts, 'wc-single-product-js' );
		$extra = wp_tests_position( $scripts, 'wc-single-product-js-extra' );
		wp_assert( $extra >= 0 && $extra < $at && false !== strpos( $scripts[ $extra ]['content'], 'var wc_single_product_params = ' ), 'its own data, before it' );
		$jquery = wp_tests_position( $scripts, 'jquery-core-js' );
		wp_assert( $jquery >= 0 && $jquery < $at, 'jQuery before it' );

		// Ours still loads, with the data of what it still replaces.
		$ours = wp_tests_position( $scripts, 'wc-stripe-product-js-extra' );
		wp_assert( wp_tests_position( $scripts, 'wc-stripe-product-js' ) >= 0, 'our script' );
		wp_assert( false === strpos( $scripts[ $ours ]['content'], 'wc_single_product_params' ), 'the single product data stays with its script' );
		wp_assert( false !== strpos( $scripts[ $ours ]['content'], 'var woocommerce_params = ' ), 'woocommerce_params handed to ours' );
		wp_assert( null === wp_tests_script_with_src( $scripts, '/woocommerce/assets/js/frontend/woocommerce.min.js' ), 'what stays replaced is not printed' );
	}
);

wp_test(
	'filter wc_stripe_frontend_page_handle: a site switching its shop pages to the storefront script gets that script there, with the replaced scripts\' data',
	function () {
		$scripts = wp_tests_scripts(
			wp_tests_render(
				array(
					'kind'  => 'shop',
					'hooks' => array( 'shop loads the storefront script' ),
				)
			)
		);
		wp_tests_assert_our_script( $scripts, 'wc-stripe-storefront', 'https://shop.example/wp-content/plugins/woocommerce-gateway-stripe-frontend/', true );
		wp_assert_same( -1, wp_tests_position( $scripts, 'wc-stripe-shop-js' ), 'not the shop\'s script' );
		$extra = wp_tests_position( $scripts, 'wc-stripe-storefront-js-extra' );
		wp_assert( $extra >= 0 && false !== strpos( $scripts[ $extra ]['content'], 'var wc_add_to_cart_params = ' ), 'the replaced scripts\' data handed to it' );
		wp_assert( null === wp_tests_script_with_src( $scripts, '/woocommerce/assets/js/frontend/' ), 'none of WooCommerce\'s replaced scripts printed' );

		// An answer that is not a handle of ours is ignored.
		$stranger = wp_tests_scripts(
			wp_tests_render(
				array(
					'kind'  => 'product',
					'hooks' => array( 'page handle filtered to a stranger' ),
				)
			)
		);
		wp_assert( wp_tests_position( $stranger, 'wc-stripe-product-js' ) >= 0, 'a stranger handle: the page map\'s script' );
		wp_assert( null === wp_tests_script_with_src( $stranger, '/woocommerce/assets/js/frontend/' ), 'a stranger handle: none of WooCommerce\'s replaced scripts printed' );
	}
);
