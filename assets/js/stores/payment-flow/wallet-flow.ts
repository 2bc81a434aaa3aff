/**
 * The wallet session's side of the page's payment flow: a wallet payment
 * starts with the order (the sheet hands over its payment method with the
 * click's confirmation, so there is no step before it), and ends as any
 * other payment does.
 */
import type { ExpressFlow } from '../../core/express/session-deps';
import type { PaymentFlow } from './types';

export function walletFlow( flow: PaymentFlow ): ExpressFlow {
	return {
		begin: () => flow.begin( 'creating-order' ),
		fail: flow.fail,
		complete: flow.complete,
	};
}
