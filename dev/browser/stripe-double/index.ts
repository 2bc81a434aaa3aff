/**
 * Installs `window.Stripe`, a local stand-in for Stripe.js. `loadStripe()`
 * from @stripe/stripe-js finds it and uses it instead of js.stripe.com.
 *
 * Stripe.js's `Stripe` answers a call and `new` alike: we call it, the
 * gateway 8.8.0's own scripts construct it (`new Stripe( key, options )` in
 * client/api/index.js). A plain function returning the instance does both.
 */
import { createStripeInstance } from './stripe-instance';

function callOrConstruct( key: string, options?: Record< string, unknown > ) {
	return createStripeInstance( key, options );
}

const Stripe = Object.assign( callOrConstruct, {
	// The release train @stripe/stripe-js expects; a mismatch only warns.
	version: 'endive',
} );

( window as unknown as { Stripe: typeof Stripe } ).Stripe = Stripe;
