/**
 * Wallet buttons on a product page: the product and cart pages' buttons
 * (product-cart-buttons.ts), following the product form as it changes
 * (core/product-form/watch-form.ts: whichever form the page has).
 */
import { watchProductForm } from '../core/product-form/watch-form';
import { startProductCartButtons } from './product-cart-buttons';

export function startProductButtons(): void {
	startProductCartButtons( watchProductForm );
}
