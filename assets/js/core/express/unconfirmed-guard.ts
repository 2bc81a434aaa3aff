/**
 * The wallet buttons' side of the unconfirmed-purchase rule
 * (unconfirmed-order.ts): noting a purchase that may have gone through
 * unseen, and, before the next tap goes on, asking the shop what became of
 * it. Its own cart ("buy now") or the shopper's cart says: lines still
 * there, no order was paid and the tap goes on (a "buy now" takes its kept
 * cart up again, so the shop finds the order awaiting payment instead of
 * making a second one); emptied, the order was paid and the shopper is told
 * where to find it; unreadable, nothing is known and nothing is paid.
 */
import {
	earlierOrderPaidMessage,
	unconfirmedOrderMessage,
} from '../messages/express';
import { verdictFromCart } from './unconfirmed-order';
import type { UnconfirmedMarks } from './unconfirmed-order';

type CartAnswer = { ok: boolean; data?: unknown };

export interface UnconfirmedGuardDeps {
	marks: UnconfirmedMarks;
	/** The shopper's own cart. */
	readCart: () => Promise< CartAnswer >;
	/** A kept cart of its own, by its token; absent where none can be read. */
	readKeptCart?: ( token: string ) => Promise< CartAnswer >;
	/** The purchase's cart of its own, on a page that buys in one. */
	ownCart?: {
		token: () => string | null;
		resume: ( token: string ) => void;
	};
	tell: ( message: string ) => void;
}

export function createUnconfirmedGuard( deps: UnconfirmedGuardDeps ) {
	const { marks } = deps;

	async function read( token: string | null ): Promise< CartAnswer > {
		try {
			if ( ! token ) {
				return await deps.readCart();
			}
			return deps.readKeptCart
				? await deps.readKeptCart( token )
				: { ok: false };
		} catch {
			return { ok: false };
		}
	}

	return {
		/** Notes the purchase; the message the shopper sees. */
		note(): { ok: false; message: string } {
			marks.note( { cartToken: deps.ownCart?.token() || null } );
			return { ok: false, message: unconfirmedOrderMessage() };
		},

		/** True when the tap may go on; otherwise the shopper was told. */
		async beforeTap(): Promise< boolean > {
			const pending = marks.pending();
			if ( ! pending ) {
				return true;
			}
			const verdict = verdictFromCart( await read( pending.cartToken ) );
			if ( verdict === 'not-paid' ) {
				marks.forget();
				if ( pending.cartToken ) {
					deps.ownCart?.resume( pending.cartToken );
				}
				return true;
			}
			if ( verdict === 'paid' ) {
				marks.forget();
				deps.tell( earlierOrderPaidMessage() );
			} else {
				deps.tell( unconfirmedOrderMessage() );
			}
			return false;
		},
	};
}
