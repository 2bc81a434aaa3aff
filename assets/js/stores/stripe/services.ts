/**
 * The services the page's store runs with: Stripe.js from js.stripe.com and
 * the gateway's ajax calls over the one transport.
 */
import type { GatewayApi, GatewayApiConfig } from '../../core/api/gateway-api';
import { loadStripeJs } from '../../core/stripe/load-stripe';
import { createTransport } from '../../core/transport/transport';
import type { StripeServices } from './types';

export function defaultServices(): StripeServices {
	const transport = createTransport();
	// One client per settings object: settings are parsed once per page.
	const apis = new WeakMap< GatewayApiConfig, Promise< GatewayApi > >();
	return {
		loadStripe: loadStripeJs,
		gatewayApi( config ) {
			let api = apis.get( config );
			if ( ! api ) {
				// The calls' code loads with the page's first call.
				api = import( '../../core/api/gateway-api' ).then(
					( { createGatewayApi } ) =>
						createGatewayApi( config, transport )
				);
				apis.set( config, api );
			}
			return api;
		},
	};
}
