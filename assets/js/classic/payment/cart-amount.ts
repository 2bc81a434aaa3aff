/**
 * The cart's total in Stripe's units, read from the Store API after an
 * order review update changed it (shipping, a coupon, the address's taxes):
 * the gateway prints its `cartTotal` once, with the page. Loaded when the
 * first update comes, after the shopper acted. Null when the cart cannot be
 * read: the element keeps the amount it has.
 */
import { toStripeAmount } from '../../core/amounts/stripe-amount';
import { createStoreApi, restCookieHeaders } from '../../core/api/store-api';
import { createTransport } from '../../core/transport/transport';

interface CartTotals {
	totals?: {
		total_price?: string;
		currency_code?: string;
		currency_minor_unit?: number;
	};
}

export async function readCartAmount(): Promise< number | null > {
	// The shopper's own cart: a logged-in shopper's read carries the REST
	// nonce (store-api-root.ts).
	const answer = await createStoreApi(
		{ nonce: '', headers: restCookieHeaders() },
		createTransport()
	).getCart< CartTotals >();
	const totals = answer.ok ? answer.data?.totals : undefined;
	if ( ! totals || ! /^\d+$/.test( totals.total_price || '' ) ) {
		return null;
	}
	return toStripeAmount( Number( totals.total_price ), {
		currency: totals.currency_code || '',
		minorUnit: totals.currency_minor_unit ?? 2,
	} );
}
