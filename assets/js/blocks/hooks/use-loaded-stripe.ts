/**
 * What a block method needs before Stripe's `<Elements>` can render: the
 * page's Stripe.js instance and the appearance read from the theme, both
 * from the `wc/stripe` store (loaded once per page, shared by every method).
 * Elements is created with its appearance, so it waits for both; a Stripe.js
 * that cannot load ends in 'failed', and the method says so instead of
 * spinning.
 */
import { useEffect, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import type { Stripe } from '@stripe/stripe-js';
import type { Appearance } from '../../core/appearance/types';
import { store as stripeStore } from '../../stores/stripe/index';

export type LoadedStripe =
	| { status: 'loading' }
	| { status: 'ready'; stripe: Stripe; appearance: Appearance | null }
	| { status: 'failed' };

export function useLoadedStripe(): LoadedStripe {
	const [ state, setState ] = useState< LoadedStripe >( {
		status: 'loading',
	} );
	const { getStripe, resolveAppearance } = useDispatch( stripeStore );
	useEffect( () => {
		let gone = false;
		Promise.all( [
			getStripe(),
			resolveAppearance( { isBlockCheckout: true } ),
		] ).then(
			( [ stripe, appearance ] ) =>
				! gone &&
				setState(
					stripe
						? { status: 'ready', stripe, appearance }
						: { status: 'failed' }
				),
			() => ! gone && setState( { status: 'failed' } )
		);
		return () => {
			gone = true;
		};
	}, [ getStripe, resolveAppearance ] );
	return state;
}
