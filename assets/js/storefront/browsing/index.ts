/**
 * Storefront script of the pages that show the mini cart (all but the cart
 * and checkout pages, where WooCommerce hides it): the mini cart kept
 * current by cart fragments, ajax add-to-cart buttons and mini cart remove
 * links (their code loads on the first action), the listing's sort and
 * result count, and quantity fields' minimum.
 */
import { onReady } from '../../core/dom';
import { initCartFragments } from './cart-fragments';
import { initOrdering } from './ordering';
import { watchQuantityInputs } from './quantity-minimum';
import { initResultCount } from './result-count';
import { initShopperActions } from './shopper-actions';

onReady( () => {
	watchQuantityInputs();
	initOrdering();
	initResultCount();
	initShopperActions();
	initCartFragments();
} );
