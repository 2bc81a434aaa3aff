/**
 * The classic checkout (WooCommerce's form.checkout): the gateway settings
 * go into the shared store, then the checkout form's behaviours and
 * Stripe's payment form start. The page's payment flow (the store's, moved
 * only through stores/stripe/page-flow.ts) is the double-submit guard shared
 * with the wallet buttons. (The payment pages without the checkout form have
 * their script: payment-pages.ts.)
 */
import { dispatch, select } from '@wordpress/data';
import { pagePaymentFlow } from '../../stores/stripe/page-flow';
import { onReady } from '../../core/dom/on-ready';
import { readClassicGatewaySettings } from '../../core/settings/read-classic-gateway-settings';
import { store as stripeStore } from '../../stores/stripe/index';
import { startCheckoutForm } from '../checkout-form/index';
import { countryRule, startStripePayments } from '../payment/index';

function start(): void {
	dispatch( stripeStore ).loadSettings( readClassicGatewaySettings );
	const flow = pagePaymentFlow();
	const checkout = startCheckoutForm( {
		allowedIn: countryRule( select( stripeStore ).getSettings() ),
		guard: {
			// The flow starts synchronously: the store says at once
			// whether another payment is under way.
			begin: () => flow.begin( 'creating-order' ),
			end: flow.fail,
		},
	} );
	startStripePayments( checkout, flow );
}

onReady( start );
