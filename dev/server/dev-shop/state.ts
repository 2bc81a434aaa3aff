/**
 * Everything the running shop remembers, in one object: what WordPress and
 * WooCommerce keep in their database and session tables (sessions, orders,
 * customers, saved tokens, reviews), the emulated Stripe account, and the
 * shop's own switches and pending faults. seed.ts makes a fresh one, which
 * /__dev/reset puts in place.
 *
 * Follows: none: the development shop's memory, in place of the WordPress
 * database and WooCommerce's session table.
 */
import type { StripeAccount } from '../stripe/types';
import type { DevSettings } from './settings';
import type { Review } from '../woocommerce/includes/reviews';
import type {
	Customer,
	Order,
	SavedToken,
	Session,
} from '../woocommerce/includes/types';

export interface Fault {
	target: string;
	mode:
		| 'timeout'
		| 'abort'
		| 'http500'
		| 'malformed'
		| 'html'
		| 'javascript-redirect'
		| 'late-answer'
		| 'proxy502'
		| 'proxy504';
	remaining: number;
}

export interface ShopState {
	settings: DevSettings;
	sessions: Map< string, Session >;
	orders: Map< number, Order >;
	customers: Customer[];
	tokens: SavedToken[];
	account: StripeAccount;
	faults: Fault[];
	appearance: unknown;
	reviews: Review[];
	nextOrderId: number;
	/** Secret that makes nonces unguessable across restarts. */
	nonceSalt: string;
	/** WordPress's nonce tick (wordpress/nonces.ts). */
	nonceTick: number;
}
