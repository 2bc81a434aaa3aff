<?php
/**
 * Must-use plugin of the real store: where wallets show, chosen per visitor
 * with a cookie (or the query argument of the same name, as
 * real-store-switches.php reads them), for the browser tests of issue 47:
 *
 * - `store_wallets_off`: `none` (the default: the gateway's express
 *   buttons on the product, cart and checkout pages, as configure-gateway.php
 *   sets them), or `product`, `cart`, `checkout`: that location taken out of
 *   the gateway's `payment_request_button_locations` setting, as a store
 *   owner unticks it in the gateway's settings.
 * - `store_mini_cart`: `off` (the default) or `on`: our plugin's opt-in
 *   filter `wc_stripe_frontend_mini_cart_wallets` says yes, and each theme
 *   has a mini cart. The block theme gets WooCommerce's Mini-Cart block
 *   after the header's navigation, where WooCommerce hooks it itself (its
 *   Block Hooks placement, MiniCart::$hooked_block_placements) on a store
 *   whose `woocommerce_hooked_blocks_version` is set (WooCommerce sets it
 *   when a store starts on a block theme; this store started without it).
 *   The classic theme gets WooCommerce's Cart widget (WC_Widget_Cart) in
 *   its footer's widget area, as a store owner adds it under Widgets.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0 includes/admin/stripe-settings.php
 * (`payment_request_button_locations`); WooCommerce 10.0.2
 * src/Blocks/Utils/BlockHooksTrait.php, src/Blocks/BlockTypes/MiniCart.php,
 * includes/widgets/class-wc-widget-cart.php; WordPress 6.8.3
 * wp_get_sidebars_widgets() (the `sidebars_widgets` option), Twenty
 * Twenty-One's `sidebar-1`.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( ! function_exists( 'real_store_switch' ) ) {
	return;
}

add_filter(
	'option_woocommerce_stripe_settings',
	function ( $settings ) {
		$off = real_store_switch( 'store_wallets_off', array( 'none', 'product', 'cart', 'checkout' ) );
		if ( 'none' === $off || ! is_array( $settings ) ) {
			return $settings;
		}
		$shown = isset( $settings['payment_request_button_locations'] ) && is_array( $settings['payment_request_button_locations'] )
			? $settings['payment_request_button_locations']
			: array( 'product', 'cart', 'checkout' );
		$settings['payment_request_button_locations'] = array_values( array_diff( $shown, array( $off ) ) );
		return $settings;
	}
);

$real_store_mini_cart = function () {
	return 'on' === real_store_switch( 'store_mini_cart', array( 'off', 'on' ) );
};

add_filter(
	'wc_stripe_frontend_mini_cart_wallets',
	function ( $show ) use ( $real_store_mini_cart ) {
		return $real_store_mini_cart() ? true : $show;
	}
);

add_filter(
	'pre_option_woocommerce_hooked_blocks_version',
	function ( $version ) use ( $real_store_mini_cart ) {
		return $real_store_mini_cart() ? '8.4.0' : $version;
	}
);

add_filter(
	'option_sidebars_widgets',
	function ( $sidebars ) use ( $real_store_mini_cart ) {
		if ( ! $real_store_mini_cart() || ! is_array( $sidebars ) ) {
			return $sidebars;
		}
		$sidebars['sidebar-1'] = array_merge(
			array( 'woocommerce_widget_cart-1' ),
			isset( $sidebars['sidebar-1'] ) && is_array( $sidebars['sidebar-1'] ) ? $sidebars['sidebar-1'] : array()
		);
		return $sidebars;
	}
);

// pre_option_: the option is not in the database (option_ filters run only
// on a stored value).
add_filter(
	'pre_option_widget_woocommerce_widget_cart',
	function ( $instances ) use ( $real_store_mini_cart ) {
		if ( ! $real_store_mini_cart() ) {
			return $instances;
		}
		return array(
			1              => array(
				'title'         => 'Cart',
				'hide_if_empty' => 0,
			),
			'_multiwidget' => 1,
		);
	}
);
