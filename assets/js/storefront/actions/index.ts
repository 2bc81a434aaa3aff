/**
 * What the shopper's actions run: adding from a button, removing from the
 * mini cart, the page update after a cart change, dismissing the coming-soon
 * banner. The storefront script loads this script on the first such action,
 * so a page pays for it only once the shopper acts; it hands its functions
 * over through a page global.
 */
import { addToCart, onCartChanged } from './add-to-cart';
import { dismissComingSoon } from './coming-soon';
import { removeFromMiniCart } from './mini-cart-remove';

export const ACTIONS = {
	addToCart,
	onCartChanged,
	removeFromMiniCart,
	dismissComingSoon,
};

export type StorefrontActions = typeof ACTIONS;

(
	window as unknown as { wcStripeStorefrontActions?: StorefrontActions }
 ).wcStripeStorefrontActions = ACTIONS;
