/**
 * Our methods and wallet buttons in WooCommerce's block checkout: every
 * configured Stripe method is registered into its registry. Settings are
 * parsed once here; a page without them registers nothing and tells the
 * admin why in the console.
 */
import { registerPaymentMethod } from '@woocommerce/blocks-registry';
import { dispatch } from '@wordpress/data';
import { readGatewaySettings } from './settings';
import { isBlockRegistrable } from '../core/payment-methods/groups';
import type { PaymentMethodId } from '../core/payment-methods/types';
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
	const entries = Object.entries( settings.methods ) as Array<
		[
			PaymentMethodId,
			NonNullable< ( typeof settings.methods )[ PaymentMethodId ] >,
		]
	>;
	for ( const [ methodId, config ] of entries ) {
		if ( isBlockRegistrable( methodId ) ) {
			registerPaymentMethod( paymentMethodOptions( methodId, config ) );
		}
	}
}

export function registerBlockMethods(): void {
	registerStripeMethods();
	registerExpressMethods();
}
