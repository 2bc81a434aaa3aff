/**
 * Stripe.js, loaded only when a surface needs it: `@stripe/stripe-js/pure`
 * does not inject the script on import. When Stripe.js cannot load (blocked,
 * offline), the answer is `null` instead of a rejection, so each payment
 * method can show its own load-failure message. The `wc/stripe` store keeps
 * the one instance per page.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';

export interface StripeLoadOptions {
	locale?: string;
	apiVersion?: string;
}

export function loadStripeJs(
	publishableKey: string,
	options: StripeLoadOptions = {}
): Promise< Stripe | null > {
	const constructorOptions: StripeConstructorOptions = {};
	if ( options.locale ) {
		constructorOptions.locale =
			options.locale as StripeConstructorOptions[ 'locale' ];
	}
	if ( options.apiVersion ) {
		constructorOptions.apiVersion = options.apiVersion;
	}
	return loadStripe( publishableKey, constructorOptions ).catch( () => null );
}
