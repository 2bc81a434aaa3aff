/**
 * The product page's behaviours (WooCommerce's single-product.js): tabs and
 * the gallery at once (what the shopper first sees: the open tab, one
 * picture and its thumbnails), the review rating once the shopper acts
 * (moves, touches, scrolls, types): until then the rating is the page's own
 * select, which works without it.
 */
import { whenShopperActs } from '../../core/dom/when-shopper-acts';
import { initProductGallery } from './gallery';
import { initProductTabs } from './tabs';

export function startProductPage(): void {
	initProductTabs();
	initProductGallery();
	// Loaded and run at the shopper's first interaction.
	whenShopperActs( () =>
		import( './review-rating' ).then( ( { initReviewRating } ) =>
			initReviewRating()
		)
	);
}
