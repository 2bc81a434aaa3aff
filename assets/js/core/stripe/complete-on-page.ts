/**
 * The one way an order is completed in the browser, on every page: after
 * the shop made the order, a redirect that asks the browser to finish the
 * payment (3D Secure, vouchers, wallets) is finished here, with the gateway
 * calls and the page context the page's settings give.
 *
 * Pages with the gateway's settings (checkouts, payment pages) use them
 * whole. Product and cart pages print only the wallet buttons' settings:
 * the calls that finish an order carry their nonces in the confirmation
 * hash, so the gateway's other nonces stay empty there.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { GatewayApi, GatewayApiConfig } from '../api/gateway-api';
import { unknownErrorMessage } from '../messages/generic';
import type { ExpressSettings, GatewaySettings } from '../settings/types';
import type { CompletionResult } from './types';

export interface PageCompletion {
	stripe: Stripe | null;
	/** The gateway's settings, where the page printed them. */
	gateway: GatewaySettings | null;
	/** Else the wallet buttons'. */
	express: Pick< ExpressSettings, 'ajaxUrl' > | null;
	gatewayApi: (
		config: GatewayApiConfig
	) => GatewayApi | Promise< GatewayApi >;
}

function walletPageConfig(
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

export async function completeOnPage(
	redirect: string,
	{ stripe, gateway, express, gatewayApi }: PageCompletion
): Promise< CompletionResult > {
	const config = gateway || ( express && walletPageConfig( express ) );
	if ( ! stripe || ! config ) {
		return { ok: false, message: unknownErrorMessage() };
	}
	// The confirmation flows load only when an order needs them: after
	// the shopper placed it.
	const [ api, { completeOrderPayment } ] = await Promise.all( [
		gatewayApi( config ),
		import( './complete-order-payment' ),
	] );
	return completeOrderPayment( redirect, {
		stripe,
		api,
		origin: window.location.origin,
		isChangingPayment: !! gateway?.isChangingPayment,
		isOrderPay: !! gateway?.isOrderPay,
		pageOrderId: gateway?.orderId ?? null,
		orderReceivedUrl: gateway?.orderReceivedUrl || '',
		configuredMessages: gateway?.errorMessages,
	} );
}
