/**
 * The Payment Element's layout when the store has not chosen one (no
 * `OCLayout`). 'tabs': each element shows one method type, so Stripe draws
 * no tab strip and the shopper sees just the form. With Optimized Checkout
 * on, one element shows every method, and the accordion is its default, as
 * in the plugin this project replaces.
 */
export const DEFAULT_ELEMENT_LAYOUT = 'tabs';
export const OPTIMIZED_CHECKOUT_DEFAULT_LAYOUT = 'accordion';

export function elementLayout(
	chosen: string | null,
	optimizedCheckout: boolean
): string {
	if ( chosen ) {
		return chosen;
	}
	return optimizedCheckout
		? OPTIMIZED_CHECKOUT_DEFAULT_LAYOUT
		: DEFAULT_ELEMENT_LAYOUT;
}
