/**
 * Wallet buttons (Apple Pay, Google Pay, Link, Amazon Pay) on the product,
 * cart, classic checkout and pay-for-order pages. The page prints the
 * buttons' container and their settings; the block checkout registers its
 * own express methods instead (unless it is paying an existing order).
 */
import { dispatch, select } from '@wordpress/data';
import { readClassicExpressSettings } from '../core/settings/read-classic-settings';
import { createTransport } from '../core/transport/transport';
import { store as stripeStore } from '../stores/stripe';
import { printedSheet } from './initial-sheet';
import { startWalletButtons } from './wallet-buttons';

async function init(): Promise< void > {
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
	await startWalletButtons(
		container,
		settings,
		createTransport(),
		printedSheet( settings )
	);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
