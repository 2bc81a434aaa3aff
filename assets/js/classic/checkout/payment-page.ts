/**
 * The payment pages without WooCommerce's checkout form (pay for order, add
 * payment method, a subscription's change of method): Stripe's payment form
 * on the page's own form, which posts natively, so its submit hooks start
 * with the page. The gateway settings go into the shared `wc/stripe` store
 * (./start.ts).
 */
import { dispatch, select } from '@wordpress/data';
import { storePaymentFlow } from '../../stores/stripe/payment-flow';
import { readClassicGatewaySettings } from '../../core/settings/read-classic-gateway-settings';
import { store as stripeStore } from '../../stores/stripe/index';
import { startStripePayments } from '../payment/index';
import { mapPrintedPaymentNotices } from '../payment/printed-notices';
import { startSubmitHooks } from '../payment/submit-hooks';

export function startPaymentPage(): void {
	dispatch( stripeStore ).loadSettings( readClassicGatewaySettings );
	startStripePayments( null, storePaymentFlow(), ( start ) =>
		start( startSubmitHooks )
	);
	mapPrintedPaymentNotices(
		select( stripeStore ).getSettings()?.errorMessages || {}
	);
}
