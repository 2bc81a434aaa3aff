/**
 * "Buy now" from a product page must leave the shopper's cart as it was,
 * and must not take the cart's coupons into the buy-now order: before the
 * product replaces the cart, its lines and coupons are noted and removed;
 * when the sheet closes or the order is paid, they are put back (a shop
 * that empties the cart on payment empties coupons too, so both come back).
 * A cart that cannot be read or emptied stops the purchase: the sheet would
 * otherwise charge for lines the shopper did not mean to buy. Extension
 * data of a line (an add-on's text) is not part of what the Store API lists
 * for it, so a line comes back without it.
 */
import type { ExpressApi } from '../../core/api/express-api';
import type { StoreApi } from '../../core/api/store-api';
import { withFreshNonce } from '../../core/express/fresh-nonce';
import type { StoreCart } from '../../core/express/cart-sheet';

interface KeptLine {
	id: number;
	quantity: number;
	variation: Array< { attribute: string; value: string } >;
}

interface CartContents {
	items?: Array< KeptLine & { key: string } >;
	coupons?: Array< { code: string } >;
}

/** What the shopper's cart held before "Buy now": its lines and coupons. */
interface KeptCart {
	lines: KeptLine[];
	coupons: string[];
}

/** How many times putting the shopper's cart back is tried. */
export const RESTORE_ATTEMPTS = 3;

export interface CartKeeper {
	/**
	 * Empties the cart (lines and coupons), noting what it held the first
	 * time. False when the cart could not be read or emptied: the caller
	 * must not go on, since the sheet would charge for lines it cannot see.
	 */
	empty: () => Promise< boolean >;
	/** Empties the cart and adds the item; null when either failed. */
	replaceWith: (
		item: Parameters< StoreApi[ 'addItem' ] >[ 0 ]
	) => Promise< StoreCart | null >;
	/**
	 * Puts the noted lines and coupons back in place of what the sheet
	 * added, trying again when a call fails. False when the cart could not
	 * be put back, so the shopper can be told.
	 */
	restore: () => Promise< boolean >;
}

export function createCartKeeper(
	api: Pick< ExpressApi, 'refreshNonces' | 'nonces' >,
	storeApi: ( nonce: string ) => StoreApi
): CartKeeper {
	let kept: KeptCart | null = null;
	const call = < R extends { ok: boolean; code?: string } >(
		attempt: ( store: StoreApi ) => Promise< R >
	) =>
		withFreshNonce( api, () =>
			attempt( storeApi( api.nonces().wcStoreApi ) )
		);

	/** The cart's contents, or null when it could not be read. */
	const readCart = async (): Promise< CartContents | null > => {
		const cart = await call( ( store ) => store.getCart< CartContents >() );
		return cart.ok ? cart.data || {} : null;
	};

	/** Removes every line and coupon; false as soon as one call fails. */
	const emptyCart = async ( cart: CartContents ): Promise< boolean > => {
		for ( const item of cart.items || [] ) {
			const removed = await call( ( store ) =>
				store.removeItem( { key: item.key } )
			);
			if ( ! removed.ok ) {
				return false;
			}
		}
		for ( const { code } of cart.coupons || [] ) {
			const removed = await call( ( store ) =>
				store.removeCoupon( { code } )
			);
			if ( ! removed.ok ) {
				return false;
			}
		}
		return true;
	};

	const empty = async (): Promise< boolean > => {
		const cart = await readCart();
		if ( ! cart ) {
			return false;
		}
		// Noted before anything is removed, so a cart half emptied by a
		// failed call still comes back whole.
		kept ??= {
			lines: ( cart.items || [] ).map( ( line ) => ( {
				id: line.id,
				quantity: line.quantity,
				variation: line.variation || [],
			} ) ),
			coupons: ( cart.coupons || [] ).map( ( coupon ) => coupon.code ),
		};
		return emptyCart( cart );
	};

	/** One attempt at putting the noted cart back. */
	const putBack = async ( noted: KeptCart ): Promise< boolean > => {
		const cart = await readCart();
		if ( ! cart || ! ( await emptyCart( cart ) ) ) {
			return false;
		}
		for ( const line of noted.lines ) {
			const added = await call( ( store ) =>
				store.addItem( { ...line } )
			);
			if ( ! added.ok ) {
				return false;
			}
		}
		for ( const code of noted.coupons ) {
			const applied = await call( ( store ) =>
				store.applyCoupon( { code } )
			);
			if ( ! applied.ok ) {
				return false;
			}
		}
		return true;
	};

	return {
		empty,
		async replaceWith( item ) {
			if ( ! ( await empty() ) ) {
				return null;
			}
			const added = await call( ( store ) =>
				store.addItem< StoreCart >( item )
			);
			return added.ok ? added.data : null;
		},
		async restore() {
			const noted = kept;
			kept = null;
			if ( ! noted ) {
				return true;
			}
			for ( let attempt = 0; attempt < RESTORE_ATTEMPTS; attempt++ ) {
				if ( await putBack( noted ) ) {
					return true;
				}
			}
			return false;
		},
	};
}
