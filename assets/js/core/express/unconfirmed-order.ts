/**
 * A wallet purchase the shop may have carried out without the page learning
 * it. One rule marks it: an order or status call that may have reached the
 * shop without a readable answer (a lost connection, an answer that is not
 * JSON, a 5xx), or a paid answer whose redirect cannot be followed. The
 * order may then be placed and paid, and a second tap would pay for a
 * second order. So no button pays again until the shop says what happened,
 * and the shopper is told to check their orders.
 *
 * The mark is kept in the browser's storage: it holds across a reload and
 * in every tab. The shop says what happened through the purchase's cart
 * (the cart of its own of a "buy now", the shopper's cart elsewhere):
 * WooCommerce empties it once the order is paid, and keeps its lines while
 * no order is paid. A cart that cannot be read says nothing.
 */
import { browserStorage, createExpiringStorage } from '../storage';
import type { ExpiringStorage } from '../storage';

export const UNCONFIRMED_KEY = 'wc_stripe_express_unconfirmed';

/**
 * A day: within the two days a Store API cart token lives, so the kept
 * token still names the purchase's cart when the shop is asked.
 */
export const UNCONFIRMED_TTL_MS = 24 * 60 * 60 * 1000;

export interface UnconfirmedPurchase {
	/** The purchase's own cart ("buy now"); null: the shopper's cart. */
	cartToken: string | null;
}

/** What the purchase's cart says of the unconfirmed order. */
export type Verdict = 'paid' | 'not-paid' | 'unknown';

export function verdictFromCart( answer: {
	ok: boolean;
	data?: unknown;
} ): Verdict {
	const items =
		answer.ok && answer.data && typeof answer.data === 'object'
			? ( answer.data as { items?: unknown } ).items
			: undefined;
	if ( ! Array.isArray( items ) ) {
		return 'unknown';
	}
	return items.length ? 'not-paid' : 'paid';
}

function isPurchase( value: unknown ): value is UnconfirmedPurchase {
	const token = ( value as UnconfirmedPurchase | null )?.cartToken;
	return (
		!! value &&
		typeof value === 'object' &&
		( token === null || typeof token === 'string' )
	);
}

export interface UnconfirmedMarks {
	note: ( purchase: UnconfirmedPurchase ) => void;
	pending: () => UnconfirmedPurchase | null;
	forget: () => void;
}

export function createUnconfirmedMarks(
	storage: ExpiringStorage = createExpiringStorage( browserStorage() )
): UnconfirmedMarks {
	return {
		note: ( purchase ) =>
			storage.set( UNCONFIRMED_KEY, purchase, UNCONFIRMED_TTL_MS ),
		pending() {
			const value = storage.get( UNCONFIRMED_KEY );
			return isPurchase( value ) ? value : null;
		},
		forget: () => storage.remove( UNCONFIRMED_KEY ),
	};
}
