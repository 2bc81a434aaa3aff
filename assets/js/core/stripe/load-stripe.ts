/**
 * Stripe.js for a publishable key. The gateway prints Stripe.js on its pages,
 * so `window.Stripe` is usually there and is used at once; only a page
 * without it loads Stripe's own loader (`@stripe/stripe-js/pure`, which
 * injects the script) as a chunk of its own. When Stripe.js cannot load
 * (blocked, offline), the answer is `null` instead of a rejection, so each
 * payment method can show its own load-failure message. The `wc/stripe` store
 * keeps the one instance per page.
 */
import type {
	Stripe,
	StripeConstructor,
	StripeConstructorOptions,
} from '@stripe/stripe-js';

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
	const onPage = ( window as unknown as { Stripe?: StripeConstructor } )
		.Stripe;
	if ( typeof onPage === 'function' ) {
		try {
			return Promise.resolve(
				onPage( publishableKey, constructorOptions )
			);
		} catch {
			return Promise.resolve( null );
		}
	}
	return import( '@stripe/stripe-js/pure' )
		.then( ( { loadStripe } ) =>
			loadStripe( publishableKey, constructorOptions )
		)
		.catch( () => null );
}
