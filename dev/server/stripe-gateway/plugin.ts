/**
 * The Stripe gateway plugin's main file: what it hooks into WooCommerce and
 * WordPress when it is loaded. Everything WooCommerce reaches of the
 * gateway goes through these hooks.
 *
 * Its hooks are added on `plugins_loaded`, after every plugin's main file
 * (woocommerce_gateway_stripe_init() is hooked there), so at a priority our
 * plugin shares with it, our plugin's callback runs first.
 *
 * Follows: woocommerce-gateway-stripe woocommerce-gateway-stripe.php
 * (8.8.0): `WC_Stripe::init()` on `plugins_loaded`, its `woocommerce_payment_gateways` filter
 * (`add_gateways()`), and `WC_Stripe_Blocks_Support`'s registration on
 * `woocommerce_blocks_payment_method_type_registration`.
 */
import { addAction, addFilter } from '../wordpress/hooks';
import { STRIPE_BLOCKS_SUPPORT } from './blocks-support';
import { stripeGateways } from './gateways';
import { hookPages } from './page-hooks';

/** `WC_Stripe::init()`, run on `plugins_loaded` as the gateway runs it. */
function init(): void {
	addFilter( 'woocommerce_payment_gateways', ( gateways, settings ) => [
		...gateways,
		...stripeGateways( settings ),
	] );
	addAction(
		'woocommerce_blocks_payment_method_type_registration',
		( registry ) => registry.register( STRIPE_BLOCKS_SUPPORT )
	);
	hookPages();
}

export function loadStripeGateway(): void {
	addAction( 'plugins_loaded', init );
}
