/**
 * The product review form's post to `wp-comments-post.php`: a review that
 * passes the store's rules is added and the shopper lands on it; one that
 * does not gets WordPress's error page.
 */
import type { Context } from '../context';
import { redirect, sendHtml, escapeHtml } from '../http/respond';
import { productById } from '../shop/catalogue';
import { addReview, reviewProblem } from '../shop/reviews';
import { renderPage } from '../pages/layout';
import { productUrl } from './add-to-cart-form';
import { text } from '../http/form-text';

export function reviewPost( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	const product = productById( Number( body.comment_post_ID ) );
	if ( ! product ) {
		redirect( ctx.res, '/shop/' );
		return;
	}
	const input = {
		productId: product.id,
		author: text( body.author ),
		email: text( body.email ),
		rating: text( body.rating ),
		text: text( body.comment ),
	};
	const problem = reviewProblem( input, ctx.state.settings.ratingRequired );
	if ( problem ) {
		// WordPress answers a bad comment with an error page (wp_die).
		sendHtml(
			ctx.res,
			400,
			renderPage( ctx, {
				title: 'Comment Submission Failure',
				body: `<p>${ escapeHtml( problem ) }</p><p><a href="${ productUrl(
					product
				) }#reviews">« Back</a></p>`,
			} )
		);
		return;
	}
	const review = addReview( ctx.state.reviews, input );
	redirect( ctx.res, `${ productUrl( product ) }#comment-${ review.id }` );
}
