/**
 * Classic pages: settings come from the globals the gateway prints.
 */
import { parseExpressSettings } from './parse-express-settings';
import { parseGatewaySettings } from './parse-gateway-settings';
import type { ExpressSettings, GatewaySettings } from './types';

declare global {
	interface Window {
		wc_stripe_upe_params?: unknown;
		wc_stripe_express_checkout_params?: unknown;
	}
}

export const readClassicGatewaySettings = (): GatewaySettings =>
	parseGatewaySettings( window.wc_stripe_upe_params );

export const readClassicExpressSettings = (): ExpressSettings =>
	parseExpressSettings( window.wc_stripe_express_checkout_params );
