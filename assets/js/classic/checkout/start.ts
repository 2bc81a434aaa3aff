/**
 * The classic pages' Stripe payments. The gateway settings go into the
 * shared `wc/stripe` store, whose payment flow is the double-submit guard
 * every surface on the page shares (the wallet buttons too).
 *
 * - The classic checkout (WooCommerce's form.checkout): the checkout form's
 *   behaviours, then Stripe's payment form inside it.
 * - The payment pages without WooCommerce's checkout form (pay for order,
 *   add payment method, a subscription's change of method), in
 *   ./payment-page.ts: Stripe's payment form on the page's own form. Their
 *   script does not carry the checkout form's behaviours (order review
 *   updates, coupons, validation, fragments).
 *
 * On the checkout, every submit goes through its behaviours, which load at
 * the shopper's first input or at the first submit (held until then): the
 * gateways' submit hooks, which answer `checkout_place_order_<gateway>`
 * from there, load with them, in the same later chunk.
 */
import { dispatch, select } from '@wordpress/data';
import { storePaymentFlow } from '../../stores/stripe/payment-flow';
import { readClassicGatewaySettings } from '../../core/settings/read-classic-gateway-settings';
import { store as stripeStore } from '../../stores/stripe/index';
import { startCheckoutForm } from '../checkout-form/index';
import { countryRule, startStripePayments } from '../payment/index';

export function startClassicCheckout(): void {
	dispatch( stripeStore ).loadSettings( readClassicGatewaySettings );
	const flow = storePaymentFlow();
	const checkout = startCheckoutForm( {
		allowedIn: countryRule( select( stripeStore ).getSettings() ),
		guard: {
			// The flow starts synchronously: the store says at once
			// whether another payment is under way.
			begin: () => flow.begin( 'creating-order' ),
			end: flow.fail,
		},
	} );
	startStripePayments( checkout, flow, ( start ) =>
		checkout?.alongBehaviours( () =>
			import( '../payment/submit-hooks' ).then( ( hooks ) =>
				start( hooks.startSubmitHooks )
			)
		)
	);
}
