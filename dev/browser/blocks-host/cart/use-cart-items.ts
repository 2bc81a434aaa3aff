/**
 * The Cart block's line changes, as WooCommerce's cart store makes them: a
 * quantity typed or stepped is sent 400 ms after its last change
 * (`useStoreCartItemQuantity`'s debounce) as `cart/update-item`, alone; a
 * removal as `cart/remove-item`. While a request is on its way (not during
 * the debounce) the checkout counts as calculating (WooCommerce's
 * `__internalIncrementCalculating` on the item's pending quantity or
 * deletion), which masks the express area; the answer's cart replaces the
 * page's, and a
 * refusal is said in the cart's notices, in the Store API's words.
 *
 * Follows: woocommerce plugins/woocommerce/client/blocks/assets/js/
 * base/context/hooks/cart/use-store-cart-item-quantity.ts and
 * data/cart/thunks.ts (changeCartItemQuantity, removeItemFromCart).
 */
import { useRef, useState } from '@wordpress/element';
import { storeApi } from '../api';
import { decodeEntities } from '../decode-entities';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import type { NewNotice } from '../use-notices';

const QUANTITY_DEBOUNCE_MS = 400;

export function useCartItems(
	setCart: ( cart: unknown ) => void,
	addNotice: ( notice: NewNotice ) => void
) {
	const [ pending, setPending ] = useState( 0 );
	const timers = useRef< Record< string, ReturnType< typeof setTimeout > > >(
		{}
	);
	const send = async ( path: string, body: Record< string, unknown > ) => {
		setPending( ( count ) => count + 1 );
		const answer = await storeApi( path, 'POST', body );
		if ( answer.ok ) {
			setCart( answer.body );
		} else {
			addNotice( {
				content: decodeEntities( answer.body?.message || '' ),
				context: NOTICE_CONTEXTS.CART,
			} );
		}
		setPending( ( count ) => count - 1 );
	};
	return {
		calculating: pending > 0,
		setQuantity( key: string, quantity: number ) {
			clearTimeout( timers.current[ key ] );
			timers.current[ key ] = setTimeout( () => {
				delete timers.current[ key ];
				send( '/cart/update-item', { key, quantity } );
			}, QUANTITY_DEBOUNCE_MS );
		},
		remove( key: string ) {
			send( '/cart/remove-item', { key } );
		},
	};
}
