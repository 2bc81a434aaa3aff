/**
 * The classic payment pages without WooCommerce's checkout form: pay for
 * order, add payment method and a subscription's change of method. The
 * gateway settings go into the shared store, then Stripe's payment form
 * starts on the page's own form. A script of their own (not the checkout's)
 * so they do not carry the checkout form's behaviours (order review
 * updates, coupons, validation, fragments).
 */
import { onReady } from '../../core/dom/on-ready';
import { dispatch } from '@wordpress/data';
import { readClassicGatewaySettings } from '../../core/settings/read-classic-gateway-settings';
import { store as stripeStore } from '../../stores/stripe/index';
import { pagePaymentFlow } from '../../stores/stripe/page-flow';
import { startStripePayments } from '../payment/index';

onReady( () => {
	dispatch( stripeStore ).loadSettings( readClassicGatewaySettings );
	startStripePayments( null, pagePaymentFlow() );
} );
