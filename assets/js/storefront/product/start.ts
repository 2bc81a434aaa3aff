/**
 * The product page's behaviours (WooCommerce's single-product.js): tabs at
 * once (the address picks the open one), the gallery and the review rating
 * once the shopper acts (moves, touches, scrolls, types): until then the
 * rating is the page's own select, which works without them.
 */
import { whenShopperActs } from '../../core/dom/when-shopper-acts';
import { initProductTabs } from './tabs';

export function startProductPage(): void {
	initProductTabs();
	// Loaded and run at the shopper's first interaction.
	whenShopperActs( () =>
		import( /* webpackChunkName: "product" */ './enhance' ).then(
			( { enhanceProductPage } ) => enhanceProductPage()
		)
	);
}
