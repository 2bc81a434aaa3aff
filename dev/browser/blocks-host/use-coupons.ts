/**
 * Coupons as WooCommerce's checkout applies them: through the Store API
 * (`cart/apply-coupon`, `cart/remove-coupon`), the answer's cart replacing
 * the checkout's, a snackbar notice in the cart context on success, and the
 * Store API's own message (entity-decoded) for the form to show beside its
 * field when a code is refused.
 */
import { useState } from '@wordpress/element';
import { storeApi } from './api';
import { decodeEntities } from './decode-entities';
import { NOTICE_CONTEXTS } from './notice-contexts';
import type { NewNotice } from './use-notices';

export type CouponResult = { ok: true } | { ok: false; message: string };

export function useCoupons(
	setCart: ( cart: unknown ) => void,
	addNotice: ( notice: NewNotice ) => void
) {
	const [ busy, setBusy ] = useState( false );
	const send = async (
		route: 'apply-coupon' | 'remove-coupon',
		code: string,
		success: string
	): Promise< CouponResult > => {
		setBusy( true );
		const answer = await storeApi( `/cart/${ route }`, 'POST', { code } );
		setBusy( false );
		if ( ! answer.ok ) {
			return {
				ok: false,
				message: decodeEntities( answer.body?.message || '' ),
			};
		}
		setCart( answer.body );
		addNotice( {
			id: 'coupon-form',
			content: success,
			context: NOTICE_CONTEXTS.CART,
			status: 'info',
			type: 'snackbar',
		} );
		return { ok: true };
	};
	return {
		busy,
		apply: ( code: string ) =>
			send(
				'apply-coupon',
				code,
				`Coupon code "${ code }" has been applied to your cart.`
			),
		remove: ( code: string ) =>
			send(
				'remove-coupon',
				code,
				`Coupon code "${ code }" has been removed from your cart.`
			),
	};
}
