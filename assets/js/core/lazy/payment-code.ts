/**
 * Code a payment needs only once the shopper pays, loaded then (once per
 * page: where scripts share a page, this module is in their shared library
 * and so are the chunks it loads). Reached through these loaders, not
 * imported: an import of code a library loads later would make every
 * importing script carry webpack's async-module runtime.
 */
export const providerErrors = () =>
	import(
		/* webpackChunkName: "map-provider-error" */ '../messages/map-provider-error'
	);

export const gatewayApi = () =>
	import( /* webpackChunkName: "gateway" */ '../api/gateway-api' );

export const intentIds = () =>
	import( /* webpackChunkName: "intent-id" */ '../stripe/intent-id' );
