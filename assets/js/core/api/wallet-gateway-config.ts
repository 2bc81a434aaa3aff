/**
 * Product and cart pages print only the wallet buttons' settings: enough for
 * the gateway calls that finish an order (their nonces travel in the
 * confirmation hash), so the other nonces are empty.
 */
import type { ExpressSettings } from '../settings/types';
import type { GatewayApiConfig } from './gateway-api';

export function walletGatewayConfig(
	express: Pick< ExpressSettings, 'ajaxUrl' >
): GatewayApiConfig {
	return {
		ajaxUrl: express.ajaxUrl,
		wpAjaxUrl: '',
		nonces: {
			createSetupIntent: '',
			createPaymentIntent: '',
			updatePaymentIntent: '',
			createAndConfirmSetupIntent: '',
			updateFailedOrder: '',
			saveAppearance: '',
		},
	};
}
