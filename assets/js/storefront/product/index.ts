/**
 * The product page's script (WooCommerce's single-product.js and
 * add-to-cart-variation.js), enqueued on product pages only.
 */
import { onReady } from '../../core/dom';
import { initProductGallery } from './gallery';
import { initReviewRating } from './review-rating';
import { initProductTabs } from './tabs';
import { initVariationForms } from './variation-form';

onReady( () => {
	initProductGallery();
	initProductTabs();
	initReviewRating();
	initVariationForms();
} );
