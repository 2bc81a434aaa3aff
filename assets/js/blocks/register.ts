/**
 * Our methods and wallet buttons in WooCommerce's block checkout: every
 * Stripe method the checkout lists (with Optimized Checkout on, the one
 * that offers them all) is registered into its registry. Settings are
 * parsed once here; a page without them registers nothing and tells the
 * admin why in the console.
 */
import { registerPaymentMethod } from '@woocommerce/blocks-registry';
import { dispatch } from '@wordpress/data';
import { readGatewaySettings } from './settings';
import { listedMethodIds } from '../core/payment-methods/listed-methods';
import { store as stripeStore } from '../stores/stripe/index';
import { paymentMethodOptions } from './payment-method-options';
import { registerExpressMethods } from './express/index';

function registerStripeMethods(): void {
	let settings;
	try {
		settings = readGatewaySettings();
	} catch ( error ) {
		// Registration problems are for the store admin, not the shopper.
		// eslint-disable-next-line no-console
		console.error( error instanceof Error ? error.message : error );
		return;
	}
	dispatch( stripeStore ).setSettings( settings );
	for ( const methodId of listedMethodIds( settings ) ) {
		const config = settings.methods[ methodId ];
		if ( config ) {
			registerPaymentMethod( paymentMethodOptions( methodId, config ) );
		}
	}
}

export function registerBlockMethods(): void {
	registerStripeMethods();
	registerExpressMethods();
}
