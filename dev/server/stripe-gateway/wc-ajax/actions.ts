/**
 * The gateway's wc-ajax actions, each checking its nonce (`_ajax_nonce`,
 * nonces.ts) and answering `{success, data}`: finishing an order
 * after the browser confirmed its intent (order-status.ts), saving the
 * Payment Element's appearance, and making or updating intents
 * (intent.ts). The add payment method page's setup intent is in
 * setup-intent.ts.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-intent-controller.php __construct() (the
 * wc_ajax_wc_stripe_* hooks) (8.8.0).
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { fail, needsNonce } from './answers';
import { ORDER_ACTIONS } from './order-status';
import { INTENT_ACTIONS } from './intent';
import { STRIPE_GATEWAY_NONCES } from '../../wordpress/nonce-actions';

export { gatewayNonces } from './nonces';
export { createAndConfirmSetupIntent } from './setup-intent';

type Action = ( ctx: Context ) => void;

export const GATEWAY_ACTIONS: Record< string, Action > = {
	...ORDER_ACTIONS,
	wc_stripe_save_appearance: ( ctx ) => {
		if ( needsNonce( ctx, STRIPE_GATEWAY_NONCES.saveAppearanceNonce ) ) {
			return;
		}
		try {
			ctx.state.appearance = JSON.parse(
				String( ctx.body.appearance || 'null' )
			);
		} catch {
			fail( ctx, 'Invalid appearance.' );
			return;
		}
		sendJson( ctx.res, 200, { success: true } );
	},
	...INTENT_ACTIONS,
};
