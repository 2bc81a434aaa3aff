/**
 * What the shopper's actions run: adding from a button, removing from the
 * mini cart, the page update after a cart change. The browsing script loads
 * it (a chunk) on the first such action, so a page pays for it only once the
 * shopper acts.
 */
export { addToCart, onCartChanged } from './add-to-cart';
export { removeFromMiniCart } from './mini-cart-remove';
