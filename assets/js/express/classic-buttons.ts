/**
 * Wallet buttons on the classic payment pages that share the page with the
 * classic checkout script: the `wc/stripe` store is already there, with
 * its Stripe.js, and takes the express settings too.
 */
import { dispatch, select } from '@wordpress/data';
import { readClassicExpressSettings } from '../core/settings/read-classic-express-settings';
import { store as stripeStore } from '../stores/stripe/index';
import type { PageOptions } from './start';
import { startOnPage } from './start';

export function startClassicButtons( printed: PageOptions[ 'printed' ] ): void {
	const store = dispatch( stripeStore );
	// A parse failure leaves no settings: no buttons.
	store.loadExpressSettings( readClassicExpressSettings );
	startOnPage( select( stripeStore ).getExpressSettings(), {
		loadStripe: () => store.getStripe(),
		// One payment at a time with the page's payment form.
		flow: () => ( {
			begin: () => store.beginFlow( 'creating-order' ),
			fail: store.failFlow,
			complete: store.completeOrder,
		} ),
		printed,
	} );
}
