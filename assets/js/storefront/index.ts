/**
 * Storefront bundle: on every shop page. Each behaviour lives in its own
 * file and starts only when the page has its markup (or listens on the
 * document for markup that cart fragments insert later). The product and
 * cart pages add their own scripts (product/, cart/), as WooCommerce
 * enqueues single-product.js and cart.js only there.
 */
import { focusNotice, onReady } from '../core/dom';
import { initAttribution } from './attribution';
import { initCartFragments } from './cart-fragments';
import { initDismissibleNotices } from './dismissible-notices';
import { initOrdering } from './ordering';
import { initPasswordToggles } from './password-toggle';
import { watchQuantityInputs } from './quantity-minimum';
import { initResultCount } from './result-count';
import { initShopperActions } from './shopper-actions';
import { initStoreNotice } from './store-notice';

function init(): void {
	watchQuantityInputs();
	initStoreNotice();
	initDismissibleNotices();
	initPasswordToggles();
	initOrdering();
	initResultCount();
	initShopperActions();
	initCartFragments();
	initAttribution();
	focusNotice();
}

onReady( init );
