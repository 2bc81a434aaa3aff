/**
 * On the block checkout the settings come through WooCommerce's settings
 * registry (`wc-settings`), which classic pages do not load: only this
 * surface reads it.
 */
import { getSetting } from '@woocommerce/settings';
import { parseGatewaySettings } from '../core/settings/parse-gateway-settings';
import { parseExpressDisplay } from '../core/settings/parse-express-display';
import type { ExpressDisplay, GatewaySettings } from '../core/settings';

export const readGatewaySettings = (): GatewaySettings =>
	parseGatewaySettings( getSetting( 'stripe_data', null ) );

/**
 * What drawing the wallet buttons needs, read before anything else; the
 * rest of the express settings is read when a payment starts.
 */
export const readExpressDisplay = (): ExpressDisplay =>
	parseExpressDisplay( getSetting( 'stripe_express_checkout_data', null ) );
