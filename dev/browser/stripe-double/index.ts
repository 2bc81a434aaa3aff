/**
 * Installs `window.Stripe`, a local stand-in for Stripe.js. `loadStripe()`
 * from @stripe/stripe-js finds it and uses it instead of js.stripe.com.
 */
import { createStripeInstance } from './stripe-instance';

const Stripe = Object.assign(
	( key: string, options?: Record< string, unknown > ) =>
		createStripeInstance( key, options ),
	// The release train @stripe/stripe-js expects; a mismatch only warns.
	{ version: 'endive' }
);

( window as unknown as { Stripe: typeof Stripe } ).Stripe = Stripe;
