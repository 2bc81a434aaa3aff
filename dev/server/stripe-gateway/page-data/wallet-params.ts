/**
 * The wallet buttons' settings as the store's gateway prints them: the
 * express checkout's (`wc_stripe_express_checkout_params`), or with its
 * Express Checkout Element off (the shop's `expressCheckoutElement:
 * false`, the gateway 8.8.0's default) the legacy Payment Request Button's
 * (`wc_stripe_payment_request_params`). A page spreads the answer into its
 * globals.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * class-wc-stripe-express-checkout-element.php scripts(),
 * class-wc-stripe-payment-request.php scripts().
 */
import type { Context } from '../../context';
import { expressData } from './express-params';
import type { ExpressPageFlags } from './express-params';
import { paymentRequestParams } from './payment-request-params';

export function walletParams(
	ctx: Context,
	flags: ExpressPageFlags = {}
): Record< string, unknown > {
	return ctx.state.settings.expressCheckoutElement
		? { wc_stripe_express_checkout_params: expressData( ctx, flags ) }
		: {
				wc_stripe_payment_request_params: paymentRequestParams(
					ctx,
					flags
				),
			};
}
