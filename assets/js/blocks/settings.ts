/**
 * On the block checkout the settings come through WooCommerce's settings
 * registry (`wc-settings`), which classic pages do not load: only this
 * surface reads it.
 *
 * The gateway plugin prints one setting, `stripe_data`: its
 * `get_payment_method_data()` merges the gateway's params, the express
 * checkout's params and the block extras into it (array_replace_recursive;
 * woocommerce-gateway-stripe includes/class-wc-stripe-blocks-support.php,
 * 8.8.0 and 10.x). Our specification names a separate
 * `stripe_express_checkout_data`: read first when a page prints it.
 */
import { getSetting } from '@woocommerce/settings';
import { parseGatewaySettings } from '../core/settings/parse-gateway-settings';
import { parseExpressDisplay } from '../core/settings/parse-express-display';
import type { ExpressDisplay, GatewaySettings } from '../core/settings';

export const readGatewaySettings = (): GatewaySettings =>
	parseGatewaySettings( getSetting( 'stripe_data', null ) );

/** The raw express settings: the separate setting, else `stripe_data`. */
export const rawExpressSettings = (): unknown =>
	getSetting( 'stripe_express_checkout_data', null ) ??
	getSetting( 'stripe_data', null );

/**
 * What drawing the wallet buttons needs, read before anything else; the
 * rest of the express settings is read when a payment starts.
 */
export const readExpressDisplay = (): ExpressDisplay =>
	parseExpressDisplay( rawExpressSettings() );
