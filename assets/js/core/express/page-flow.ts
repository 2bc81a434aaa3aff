/**
 * The payment flow of wallet buttons on a page where no other payment script
 * runs (product and cart pages), without the `wc/stripe` store: those pages
 * load neither React nor `@wordpress/data`, as WooCommerce's own do not. One
 * payment at a time; an order that needs the browser to finish paying (3D
 * Secure, a wallet's confirmation) is finished as the store would, with the
 * gateway calls the wallet settings allow.
 */
import type { Stripe } from '@stripe/stripe-js';
import { walletGatewayConfig } from '../api/wallet-gateway-config';
import { gatewayApi } from '../lazy/payment-code';
import { unknownErrorMessage } from '../messages/generic';
import type { ExpressSettings } from '../settings/types';
import type { CompletionResult } from '../stripe/types';
import type { Transport } from '../transport/types';
import type { ExpressFlow } from './session';

export function createPageFlow(
	settings: Pick< ExpressSettings, 'ajaxUrl' >,
	loadStripe: () => Promise< Stripe | null >,
	transport: Transport
): ExpressFlow {
	let paying = false;
	return {
		begin() {
			if ( paying ) {
				return false;
			}
			paying = true;
			return true;
		},
		fail() {
			paying = false;
		},
		async complete( redirect: string ): Promise< CompletionResult > {
			const stripe = await loadStripe();
			if ( ! stripe ) {
				return { ok: false, message: unknownErrorMessage() };
			}
			const [ { createGatewayApi }, { completeOrderPayment } ] =
				await Promise.all( [
					gatewayApi(),
					import(
						/* webpackChunkName: "later" */ '../stripe/complete-order-payment'
					),
				] );
			return completeOrderPayment( redirect, {
				stripe,
				api: createGatewayApi(
					walletGatewayConfig( settings ),
					transport
				),
				origin: window.location.origin,
				isChangingPayment: false,
				isOrderPay: false,
				pageOrderId: null,
				orderReceivedUrl: '',
			} );
		},
	};
}
