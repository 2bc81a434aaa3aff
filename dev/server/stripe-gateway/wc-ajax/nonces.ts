/**
 * The values of the gateway's nonces for this visitor, under the keys its
 * page data prints them (8.8.0 class-wc-stripe-upe-payment-gateway.php
 * `javascript_params()`); the actions are in wordpress/nonce-actions.ts.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * javascript_params() nonces (8.8.0).
 */
import type { Context } from '../../context';
import { nonceFor } from '../../wordpress/nonces';
import { STRIPE_GATEWAY_NONCES } from '../../wordpress/nonce-actions';

export function gatewayNonces( ctx: Context ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( STRIPE_GATEWAY_NONCES ).map( ( [ key, action ] ) => [
			key,
			nonceFor( ctx.state, ctx.session, action ),
		] )
	);
}
