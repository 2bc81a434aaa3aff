/**
 * The gateway's wc-ajax actions, each checking its nonce (`_ajax_nonce`,
 * nonces.ts) and answering `{success, data}`: finishing an order
 * after the browser confirmed its intent (order-status.ts), saving the
 * Payment Element's appearance, and making or updating intents
 * (intent.ts), and the add payment method page's setup intent
 * (setup-intent.ts).
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-intent-controller.php __construct() (the
 * wc_ajax_wc_stripe_* hooks: wc-ajax only, create_and_confirm_setup_intent
 * too) (8.8.0; the same registration in the 10.x files read).
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { fail, needsNonce } from './answers';
import { ORDER_ACTIONS } from './order-status';
import { INTENT_ACTIONS } from './intent';
import { STRIPE_GATEWAY_NONCES } from '../../wordpress/nonce-actions';
import { createAndConfirmSetupIntent } from './setup-intent';

export { gatewayNonces } from './nonces';

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
	// A wc-ajax action only, in every version read (8.8.0 to 10.x).
	wc_stripe_create_and_confirm_setup_intent: createAndConfirmSetupIntent,
};
