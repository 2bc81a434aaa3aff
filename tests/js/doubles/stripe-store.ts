/**
 * A `wc/stripe` store for tests, made with fake services and registered on a
 * fresh registry: no module is replaced, and nothing reaches a network.
 */
import { createRegistry } from '@wordpress/data';
import { createStripeStore } from '../../../assets/js/stores/stripe';
import type { StripeServices } from '../../../assets/js/stores/stripe';
import type { GatewayApi } from '../../../assets/js/core/api/gateway-api';

export interface FakeServiceOptions {
	/** What Stripe.js loads as; null = fails to load. */
	stripe?: unknown;
	/** Gateway calls the test answers; the rest reject when called. */
	api?: Partial< GatewayApi >;
}

export function fakeServices( options: FakeServiceOptions = {} ) {
	const loadStripe = jest.fn(
		async () => ( options.stripe ?? null ) as never
	);
	const gatewayApi = jest.fn(
		() =>
			new Proxy( options.api || {}, {
				get: ( target, name: string ) =>
					// Not a promise: `await` may look for `then`.
					name === 'then'
						? undefined
						: ( ( target as Record< string, unknown > )[ name ] ??
							( async () => {
								throw new Error(
									`unexpected gateway call ${ name }`
								);
							} ) ),
			} ) as GatewayApi
	);
	const services: StripeServices = { loadStripe, gatewayApi };
	return { services, loadStripe, gatewayApi };
}

export function registryWithStripeStore( services: StripeServices ) {
	const registry = createRegistry();
	const store = createStripeStore( services );
	registry.register( store );
	return { registry, store };
}
