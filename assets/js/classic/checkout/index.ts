/**
 * The classic checkout (WooCommerce's form.checkout): the gateway settings
 * go into the shared store, then the checkout form's behaviours and
 * Stripe's payment form start. The store's flow status is the double-submit
 * guard shared with the wallet buttons. (The payment pages without the
 * checkout form have their script: payment-pages.ts.)
 */
import { dispatch, select } from '@wordpress/data';
import { onReady } from '../../core/dom/on-ready';
import { readClassicGatewaySettings } from '../../core/settings/read-classic-gateway-settings';
import { store as stripeStore } from '../../stores/stripe/index';
import { startCheckoutForm } from '../checkout-form/index';
import { countryRule, startStripePayments } from '../payment/index';

function start(): void {
	const stripe = dispatch( stripeStore );
	stripe.loadSettings( readClassicGatewaySettings );
	const checkout = startCheckoutForm( {
		allowedIn: countryRule( select( stripeStore ).getSettings() ),
		guard: {
			// The flow starts synchronously: the store says at once
			// whether another payment is under way.
			begin: () => {
				if ( select( stripeStore ).isProcessing() ) {
					return false;
				}
				stripe.beginFlow( 'creating-order' );
				return true;
			},
			end: ( message ) => stripe.failFlow( message ),
		},
	} );
	startStripePayments( checkout );
}

onReady( start );
