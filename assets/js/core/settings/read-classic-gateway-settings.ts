/**
 * Classic pages: the gateway settings come from the global the gateway
 * prints (`wc_stripe_upe_params`).
 */
import { parseGatewaySettings } from './parse-gateway-settings';
import type { GatewaySettings } from './types';

declare global {
	interface Window {
		wc_stripe_upe_params?: unknown;
	}
}

export const readClassicGatewaySettings = (): GatewaySettings =>
	parseGatewaySettings( window.wc_stripe_upe_params );
