/**
 * The Cart and Checkout blocks keep the markup the server printed (their
 * skeleton) until they can draw at their final size, then draw once and
 * tell their entry, before the browser paints, so it drops the loading
 * state in the same frame.
 *
 * Follows: none: the host's own plumbing for WooCommerce's
 * renderParentBlock (see cart/cart-entry.tsx and checkout-entry.tsx).
 */
import { useLayoutEffect } from '@wordpress/element';

export interface DrawnOnceProps {
	/** The server's markup, kept until the block can draw. */
	skeleton: string;
	/** Called before the browser paints the drawn block. */
	onDrawn: () => void;
}

/** The skeleton while `ready` is false (null once drawn); `onDrawn` once ready. */
export function useSkeleton(
	ready: boolean,
	{ skeleton, onDrawn }: DrawnOnceProps,
	className: string
) {
	useLayoutEffect( () => {
		if ( ready ) {
			onDrawn();
		}
	}, [ ready, onDrawn ] );
	return ready ? null : (
		<div
			className={ className }
			dangerouslySetInnerHTML={ { __html: skeleton } }
		/>
	);
}
