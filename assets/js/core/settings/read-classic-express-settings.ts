/**
 * Classic pages with wallet buttons: the express settings come from the
 * global the gateway prints (`wc_stripe_express_checkout_params`). Apart
 * from the gateway settings' reader, so a page without wallet buttons does
 * not carry the express parser.
 */
import { parseExpressSettings } from './parse-express-settings';
import type { ExpressSettings } from './types';

declare global {
	interface Window {
		wc_stripe_express_checkout_params?: unknown;
	}
}

export const readClassicExpressSettings = (): ExpressSettings =>
	parseExpressSettings( window.wc_stripe_express_checkout_params );
