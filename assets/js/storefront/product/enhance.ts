/**
 * The product page's behaviours that wait for the shopper: the gallery's
 * thumbnails and the review form's star rating.
 */
import { initProductGallery } from './gallery';
import { initReviewRating } from './review-rating';

export function enhanceProductPage(): void {
	initProductGallery();
	initReviewRating();
}
