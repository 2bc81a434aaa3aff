/**
 * "Buy now" from a product page must leave the shopper's cart as it was:
 * before the product replaces the cart's lines, the lines are noted; when
 * the sheet closes or the order is paid, they are put back. Coupons stay
 * applied throughout, since only lines are removed. Extension data of a
 * line (an add-on's text) is not part of what the Store API lists for it,
 * so a line comes back without it.
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

interface CartLines {
	items?: Array< KeptLine & { key: string } >;
}

export interface CartKeeper {
	/** Empties the cart, noting its lines the first time. */
	empty: () => Promise< void >;
	/** Empties the cart and adds the item. */
	replaceWith: (
		item: Parameters< StoreApi[ 'addItem' ] >[ 0 ]
	) => Promise< StoreCart | null >;
	/** Puts the noted lines back in place of what the sheet added. */
	restore: () => Promise< void >;
}

export function createCartKeeper(
	api: Pick< ExpressApi, 'refreshNonces' | 'nonces' >,
	storeApi: ( nonce: string ) => StoreApi
): CartKeeper {
	let kept: KeptLine[] | null = null;
	const call = < R extends { ok: boolean; code?: string } >(
		attempt: ( store: StoreApi ) => Promise< R >
	) =>
		withFreshNonce( api, () =>
			attempt( storeApi( api.nonces().wcStoreApi ) )
		);

	const emptyCart = async () => {
		const cart = await call( ( store ) => store.getCart< CartLines >() );
		const items = ( cart.ok && cart.data?.items ) || [];
		for ( const item of items ) {
			await call( ( store ) => store.removeItem( { key: item.key } ) );
		}
		return items;
	};

	const empty = async () => {
		const items = await emptyCart();
		kept ??= items.map( ( line ) => ( {
			id: line.id,
			quantity: line.quantity,
			variation: line.variation || [],
		} ) );
	};

	return {
		empty,
		async replaceWith( item ) {
			await empty();
			const added = await call( ( store ) =>
				store.addItem< StoreCart >( item )
			);
			return added.ok ? added.data : null;
		},
		async restore() {
			const lines = kept;
			kept = null;
			if ( ! lines ) {
				return;
			}
			await emptyCart();
			for ( const line of lines ) {
				await call( ( store ) => store.addItem( { ...line } ) );
			}
		},
	};
}
