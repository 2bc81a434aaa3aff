/**
 * The Payment Element's layout when the store has not chosen one (no
 * `OCLayout`). 'tabs': each element shows one method type, so Stripe draws
 * no tab strip and the shopper sees just the form. With Optimized Checkout
 * on, one element shows every method, and the accordion is its default, as
 * in the plugin this project replaces.
 */
import type { Layout } from '@stripe/stripe-js';

export const DEFAULT_ELEMENT_LAYOUT: Layout = 'tabs';
export const OPTIMIZED_CHECKOUT_DEFAULT_LAYOUT: Layout = 'accordion';

const LAYOUTS: readonly string[] = [ 'tabs', 'accordion', 'auto' ];

/** A layout Stripe does not know is the store's unset one. */
export function elementLayout(
	chosen: string | null,
	optimizedCheckout: boolean
): Layout {
	if ( chosen && LAYOUTS.includes( chosen ) ) {
		return chosen as Layout;
	}
	return optimizedCheckout
		? OPTIMIZED_CHECKOUT_DEFAULT_LAYOUT
		: DEFAULT_ELEMENT_LAYOUT;
}
