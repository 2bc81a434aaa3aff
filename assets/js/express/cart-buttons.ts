/**
 * Wallet buttons on the classic cart page: the product and cart pages'
 * buttons (product-cart-buttons.ts), without the product form's watcher,
 * which a cart page has no use for.
 */
import { startProductCartButtons } from './product-cart-buttons';

export function startCartButtons(): void {
	startProductCartButtons();
}
