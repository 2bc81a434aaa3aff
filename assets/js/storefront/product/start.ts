/**
 * The product page's behaviours (WooCommerce's single-product.js): gallery,
 * tabs and the review rating.
 */
import { initProductGallery } from './gallery';
import { initReviewRating } from './review-rating';
import { initProductTabs } from './tabs';

export function startProductPage(): void {
	initProductGallery();
	initProductTabs();
	initReviewRating();
}
