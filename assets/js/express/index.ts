/**
 * Wallet buttons (Apple Pay, Google Pay, Link, Amazon Pay) on the classic
 * checkout and pay-for-order pages, which they share with the classic
 * checkout: the `wc/stripe` store is already on the page, with its Stripe.js.
 */
import { dispatch, select } from '@wordpress/data';
import { readClassicExpressSettings } from '../core/settings/read-classic-express-settings';
import { store as stripeStore } from '../stores/stripe/index';
import { printedSheet } from './initial-sheet';
import { orderSheet } from './order-sheet';
import { onReady } from '../core/dom/on-ready';
import { startOnPage } from './start';

onReady( () => {
	const store = dispatch( stripeStore );
	// A parse failure leaves no settings: no buttons.
	store.loadExpressSettings( readClassicExpressSettings );
	startOnPage(
		select( stripeStore ).getExpressSettings(),
		() => store.getStripe(),
		( settings ) =>
			settings.isPayForOrder
				? orderSheet( settings )
				: printedSheet( settings )
	);
} );
