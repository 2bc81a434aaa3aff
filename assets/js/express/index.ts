/**
 * Wallet buttons (Apple Pay, Google Pay, Link, Amazon Pay) on the product,
 * cart, classic checkout and pay-for-order pages. The page prints the
 * buttons' container and their settings; the block checkout registers its
 * own express methods instead (unless it is paying an existing order).
 */
import { dispatch, select } from '@wordpress/data';
import { createExpressApi } from '../core/api/express-api';
import { createStoreApi } from '../core/api/store-api';
import { readClassicExpressSettings } from '../core/settings/read-classic-settings';
import { createTransport } from '../core/transport/transport';
import { store as stripeStore } from '../stores/stripe';
import type { PageSource } from './page-source';
import { cartSource } from './sources/cart';
import { payForOrderSource } from './sources/pay-for-order';
import { productSource } from './sources/product';
import { startWalletButtons } from './wallet-buttons';

function init(): void {
	const container = document.getElementById(
		'wc-stripe-express-checkout-element'
	);
	if (
		! container ||
		! dispatch( stripeStore ).loadExpressSettings(
			readClassicExpressSettings
		)
	) {
		return;
	}
	const settings = select( stripeStore ).getExpressSettings();
	if ( ! settings || ( settings.hasBlock && ! settings.isPayForOrder ) ) {
		return;
	}
	const transport = createTransport();
	let source: PageSource | null;
	if ( settings.isPayForOrder ) {
		source = payForOrderSource( settings );
	} else if ( settings.isProductPage ) {
		source = productSource(
			settings,
			createExpressApi( settings, transport ),
			( nonce ) => createStoreApi( { nonce }, transport ),
			container
		);
	} else {
		source = cartSource( settings, transport );
	}
	if ( source ) {
		startWalletButtons( container, settings, source );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
