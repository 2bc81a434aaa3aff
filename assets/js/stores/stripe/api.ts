/**
 * The store's one door to the server: the gateway API for the current
 * settings, built once per settings object. Tests mock this module.
 */
import type { GatewaySettings } from '../../core/settings/types';
import { createTransport } from '../../core/transport';
import { createGatewayApi } from '../../core/api';
import type { GatewayApi } from '../../core/api';

const apis = new WeakMap< GatewaySettings, GatewayApi >();

export function getGatewayApi( settings: GatewaySettings ): GatewayApi {
	let api = apis.get( settings );
	if ( ! api ) {
		api = createGatewayApi(
			{
				ajaxUrl: settings.ajaxUrl,
				wpAjaxUrl: settings.wpAjaxUrl,
				nonces: settings.nonces,
			},
			createTransport()
		);
		apis.set( settings, api );
	}
	return api;
}
