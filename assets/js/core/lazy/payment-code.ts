/**
 * Code a payment needs only once the shopper pays, loaded then, in the
 * page script's `later` chunk. Reached through these loaders rather than
 * a top-level await or an import of an async module, either of which would
 * make every importing script carry webpack's async-module runtime.
 */
export const providerErrors = () =>
	import( /* webpackChunkName: "later" */ '../messages/map-provider-error' );

export const gatewayApi = () =>
	import( /* webpackChunkName: "later" */ '../api/gateway-api' );

export const intentIds = () =>
	import( /* webpackChunkName: "later" */ '../stripe/intent-id' );
