/**
 * Wallet buttons on the classic payment pages that share the page with the
 * classic checkout script: the `wc/stripe` store is already there, with
 * its Stripe.js, and takes the express settings too.
 */
import { dispatch, select } from '@wordpress/data';
import { readClassicExpressSettings } from '../core/settings/read-classic-express-settings';
import { store as stripeStore } from '../stores/stripe/index';
import { storePaymentFlow } from '../stores/stripe/payment-flow';
import { walletFlow } from '../stores/payment-flow/wallet-flow';
import type { PageOptions } from './start';
import { startOnPage } from './start';

export function startClassicButtons( printed: PageOptions[ 'printed' ] ): void {
	// A parse failure leaves no settings: no buttons.
	dispatch( stripeStore ).loadExpressSettings( readClassicExpressSettings );
	const flow = storePaymentFlow();
	startOnPage( select( stripeStore ).getExpressSettings(), {
		loadStripe: flow.getStripe,
		// One payment at a time with the page's payment form.
		flow: () => walletFlow( flow ),
		printed,
	} );
}
