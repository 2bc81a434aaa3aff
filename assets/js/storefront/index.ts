/**
 * Storefront bundle: on every shop page. Each behaviour lives in its own
 * file and starts only when the page has its markup (or listens on the
 * document for markup that cart fragments insert later).
 */
import { initAddToCart } from './add-to-cart';
import { initAttribution } from './attribution';
import { initCartFragments } from './cart-fragments';
import { initCartPage } from './cart-page';
import { initComingSoonBanner } from './coming-soon';
import { initDismissibleNotices } from './dismissible-notices';
import { initMiniCartRemove } from './mini-cart-remove';
import { focusNotice } from './notice-focus';
import { initOrdering } from './ordering';
import { initPasswordToggles } from './password-toggle';
import { initProductGallery } from './product-gallery';
import { initProductTabs } from './product-tabs';
import { watchQuantityInputs } from './quantity-minimum';
import { initResultCount } from './result-count';
import { initReviewRating } from './review-rating';
import { initStoreNotice } from './store-notice';
import { initVariationForms } from './variation-form';

function init(): void {
	watchQuantityInputs();
	initStoreNotice();
	initComingSoonBanner();
	initDismissibleNotices();
	initPasswordToggles();
	initOrdering();
	initResultCount();
	initAddToCart();
	initMiniCartRemove();
	initCartFragments();
	initCartPage();
	initProductGallery();
	initProductTabs();
	initReviewRating();
	initVariationForms();
	initAttribution();
	focusNotice();
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
