/**
 * Product reviews (WordPress comments with a rating), kept per shop. With
 * the shop's review moderation on (WordPress's "Comment must be manually
 * approved"), a new review waits for approval: the product counts and
 * averages approved reviews only, and a waiting one shows only to its
 * author (the logged-in customer who wrote it, or the visitor back from
 * posting it with WordPress's `unapproved` and `moderation-hash`).
 *
 * Follows: woocommerce includes/class-wc-comments.php.
 */
import { createHash } from 'node:crypto';

export interface Review {
	id: number;
	productId: number;
	author: string;
	email: string;
	/** The WordPress user who wrote it; 0 for a guest. */
	customerId: number;
	rating: number | null;
	text: string;
	approved: boolean;
}

export const SEED_REVIEWS: readonly Review[] = [
	{
		id: 1,
		productId: 11,
		author: 'Maria',
		email: 'maria@example.com',
		customerId: 0,
		rating: 5,
		text: 'Warm and soft, fits well.',
		approved: true,
	},
];

export interface ReviewInput {
	productId: number;
	author: string;
	email: string;
	customerId: number;
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
	// A logged-in customer's name and email are their account's.
	if (
		! input.customerId &&
		( ! input.author.trim() || ! input.email.trim() )
	) {
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

export function addReview(
	reviews: Review[],
	input: ReviewInput,
	approved: boolean
): Review {
	const review: Review = {
		id:
			reviews.reduce( ( max, entry ) => Math.max( max, entry.id ), 0 ) +
			1,
		productId: input.productId,
		author: input.author.trim(),
		email: input.email.trim(),
		customerId: input.customerId,
		rating: input.rating === '' ? null : Number( input.rating ),
		text: input.text.trim(),
		approved,
	};
	reviews.push( review );
	return review;
}

/** WordPress's `moderation-hash` for a waiting review (`wp_hash`). */
export function moderationHash( review: Review, salt: string ): string {
	return createHash( 'sha1' )
		.update( `${ salt }|review|${ review.id }` )
		.digest( 'hex' )
		.slice( 0, 10 );
}

/** The approved reviews of a product: what it counts and averages. */
export function approvedReviews( reviews: Review[], productId: number ) {
	return reviews.filter(
		( review ) => review.productId === productId && review.approved
	);
}

/**
 * `get_average_rating()`: the approved ratings' mean with two decimals
 * ("4.00"), or '' when there is none.
 */
export function averageRating( reviews: Review[], productId: number ): string {
	const rated = approvedReviews( reviews, productId ).filter(
		( review ) => review.rating
	);
	return rated.length
		? (
				rated.reduce(
					( sum, review ) => sum + ( review.rating || 0 ),
					0
				) / rated.length
			).toFixed( 2 )
		: '';
}
