/**
 * On the block checkout the settings come through WooCommerce's settings
 * registry (`wc-settings`), which classic pages do not load: only this
 * surface reads it.
 */
import { getSetting } from '@woocommerce/settings';
import { parseExpressSettings, parseGatewaySettings } from '../core/settings';
import type { ExpressSettings, GatewaySettings } from '../core/settings';

export const readGatewaySettings = (): GatewaySettings =>
	parseGatewaySettings( getSetting( 'stripe_data', null ) );

export const readExpressSettings = (): ExpressSettings =>
	parseExpressSettings( getSetting( 'stripe_express_checkout_data', null ) );
