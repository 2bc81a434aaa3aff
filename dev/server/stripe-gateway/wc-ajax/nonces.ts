/**
 * The nonces of the gateway's wc-ajax and admin-ajax actions: their actions,
 * and the values a page prints into stripe_data for its session.
 */
import type { Context } from '../../context';
import { nonceFor } from '../../dev-shop/state';

/** The nonce actions the gateway prints into stripe_data. */
export const GATEWAY_NONCES = {
	createSetupIntentNonce: 'wc_stripe_create_si',
	createPaymentIntentNonce: 'wc_stripe_create_payment_intent_nonce',
	updatePaymentIntentNonce: 'wc_stripe_update_payment_intent_nonce',
	createAndConfirmSetupIntentNonce:
		'wc_stripe_create_and_confirm_setup_intent_nonce',
	updateFailedOrderNonce: 'wc_stripe_update_failed_order_nonce',
	saveAppearanceNonce: 'wc_stripe_save_appearance_nonce',
} as const;

export function gatewayNonces( ctx: Context ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( GATEWAY_NONCES ).map( ( [ key, action ] ) => [
			key,
			nonceFor( ctx.state, ctx.session, action ),
		] )
	);
}
