/**
 * The methods a checkout lists as entries of their own. With Optimized
 * Checkout on, the gateway's one method (printed under `card`) alone: its
 * Payment Element offers every other method, and the express ids beside it
 * (Link, Amazon Pay) are wallet buttons only, as the plugin's own block
 * script leaves them out. Otherwise every configured method but Link (it
 * pays inside the card element and as a wallet) and the retired ones.
 */
import type { GatewaySettings } from '../settings/types';
import { isBlockRegistrable } from './groups';
import type { PaymentMethodId } from './types';

export const OPTIMIZED_CHECKOUT_METHOD: PaymentMethodId = 'card';

export function listedMethodIds(
	settings: Pick< GatewaySettings, 'methods' | 'optimizedCheckout' >
): PaymentMethodId[] {
	const configured = Object.keys( settings.methods ) as PaymentMethodId[];
	if ( settings.optimizedCheckout ) {
		return configured.filter( ( id ) => id === OPTIMIZED_CHECKOUT_METHOD );
	}
	return configured.filter( isBlockRegistrable );
}
