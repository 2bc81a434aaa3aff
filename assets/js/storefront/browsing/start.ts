/**
 * What the pages with the mini cart add to every page's behaviours: the
 * mini cart kept current by cart fragments, ajax add-to-cart buttons and
 * mini cart remove links (their code loads on the first action), the
 * listing's sort and result count, and quantity fields' minimum.
 */
import { initCartFragments } from './cart-fragments';
import { initOrdering } from './ordering';
import { watchQuantityInputs } from './quantity-minimum';
import { initResultCount } from './result-count';
import { initShopperActions } from './shopper-actions';

export function startBrowsing(): void {
	watchQuantityInputs();
	initOrdering();
	initResultCount();
	initShopperActions();
	initCartFragments();
}
