/**
 * Product reviews (WordPress comments with a rating), kept per shop.
 */
export interface Review {
	id: number;
	productId: number;
	author: string;
	rating: number | null;
	text: string;
}

export const SEED_REVIEWS: readonly Review[] = [
	{
		id: 1,
		productId: 11,
		author: 'Maria',
		rating: 5,
		text: 'Warm and soft, fits well.',
	},
];

export interface ReviewInput {
	productId: number;
	author: string;
	email: string;
	rating: string;
	text: string;
}

/** WordPress's and WooCommerce's checks, with their messages. */
export function reviewProblem(
	input: ReviewInput,
	ratingRequired: boolean
): string | null {
	if ( ! input.text.trim() ) {
		return 'Error: Please type your comment text.';
	}
	if ( ! input.author.trim() || ! input.email.trim() ) {
		return 'Error: Please fill the required fields.';
	}
	const rating = Number( input.rating );
	if ( input.rating !== '' && ! ( rating >= 1 && rating <= 5 ) ) {
		return 'Error: Please choose a rating from 1 to 5.';
	}
	if ( ratingRequired && input.rating === '' ) {
		return 'Error: Please rate the product.';
	}
	return null;
}

export function addReview( reviews: Review[], input: ReviewInput ): Review {
	const review: Review = {
		id:
			reviews.reduce( ( max, entry ) => Math.max( max, entry.id ), 0 ) +
			1,
		productId: input.productId,
		author: input.author.trim(),
		rating: input.rating === '' ? null : Number( input.rating ),
		text: input.text.trim(),
	};
	reviews.push( review );
	return review;
}
