/**
 * Stripe.js is loaded once per page and key, and only when a surface needs it:
 * `@stripe/stripe-js/pure` does not inject the script on import. When Stripe.js
 * cannot load (blocked, offline), callers get `null` instead of a rejection, so
 * each payment method can show its own load-failure message.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';

const loaded = new Map< string, Promise< Stripe | null > >();

export interface StripeLoadOptions {
	locale?: string;
	apiVersion?: string;
}

export function getStripe(
	publishableKey: string,
	options: StripeLoadOptions = {}
): Promise< Stripe | null > {
	const cacheKey = `${ publishableKey }|${ options.locale || '' }`;
	const existing = loaded.get( cacheKey );
	if ( existing ) {
		return existing;
	}
	const constructorOptions: StripeConstructorOptions = {};
	if ( options.locale ) {
		constructorOptions.locale =
			options.locale as StripeConstructorOptions[ 'locale' ];
	}
	if ( options.apiVersion ) {
		constructorOptions.apiVersion = options.apiVersion;
	}
	const pending = loadStripe( publishableKey, constructorOptions ).catch(
		() => {
			// Forget the failure so a later attempt (after a page-level retry)
			// can try again instead of replaying the same rejection.
			loaded.delete( cacheKey );
			return null;
		}
	);
	loaded.set( cacheKey, pending );
	return pending;
}

/** Tests only: forget loaded instances. */
export function resetStripeCache(): void {
	loaded.clear();
}
