/**
 * Block pages: settings come through WooCommerce's settings registry
 * (`wc-settings`). Imported only by block bundles, so classic pages never
 * depend on that script.
 */
import { getSetting } from '@woocommerce/settings';
import { parseExpressSettings } from './parse-express-settings';
import { parseGatewaySettings } from './parse-gateway-settings';
import type { ExpressSettings, GatewaySettings } from './types';

export const readGatewaySettings = (): GatewaySettings =>
	parseGatewaySettings( getSetting( 'stripe_data', null ) );

export const readExpressSettings = (): ExpressSettings =>
	parseExpressSettings( getSetting( 'stripe_express_checkout_data', null ) );
