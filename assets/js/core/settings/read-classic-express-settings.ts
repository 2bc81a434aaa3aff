/**
 * Classic pages with wallet buttons: the express settings come from the
 * global the gateway prints, `wc_stripe_express_checkout_params` (its
 * Express Checkout Element), else `wc_stripe_payment_request_params` (its
 * legacy Payment Request Button, the gateway 8.8.0's default). Apart from
 * the gateway settings' reader, so a page without wallet buttons does not
 * carry the express parser.
 */
import { parseExpressSettings } from './parse-express-settings';
import type { ExpressSettings } from './types';

declare global {
	interface Window {
		wc_stripe_express_checkout_params?: unknown;
		wc_stripe_payment_request_params?: unknown;
	}
}

export const readClassicExpressSettings = (): ExpressSettings => {
	const element = window.wc_stripe_express_checkout_params;
	return parseExpressSettings(
		element || window.wc_stripe_payment_request_params,
		! element
	);
};
