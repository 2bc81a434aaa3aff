/**
 * The product review form's post to `wp-comments-post.php`: a review that
 * passes the store's rules is added and the shopper lands on it; one that
 * does not gets WordPress's error page. A logged-in customer's review is
 * theirs by name and email; with moderation on it waits for approval and
 * WordPress's redirect carries `unapproved` and `moderation-hash`, so its
 * author still sees it.
 *
 * Here, where the shop's WordPress has no posts of its own, the whole post
 * is handled in WooCommerce's folder: the product is the commented post,
 * and WooCommerce's own part of it (the rating it requires on
 * `preprocess_comment`, the rating it stores on `comment_post`) is in
 * includes/reviews.ts. WordPress's folder imports nothing of WooCommerce's.
 *
 * Follows: WordPress wp-comments-post.php and wp-includes/comment.php
 * wp_handle_comment_submission() (6.8.3); woocommerce
 * includes/class-wc-comments.php check_comment_rating(),
 * add_comment_rating() (10.0.2).
 */
import type { Context } from '../../context';
import { redirect, sendHtml, escapeHtml } from '../../http/respond';
import { productById } from '../includes/catalogue';
import { addReview, moderationHash, reviewProblem } from '../includes/reviews';
import { currentCustomer } from '../includes/customers';
import { renderPage } from '../templates/layout';
import { productUrl } from './add-to-cart-form';
import { text } from '../../http/form-text';

export function reviewPost( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	const product = productById( Number( body.comment_post_ID ) );
	if ( ! product ) {
		redirect( ctx.res, '/shop/' );
		return;
	}
	const customer = currentCustomer( ctx.state, ctx.session );
	const input = {
		productId: product.id,
		author: customer ? customer.displayName : text( body.author ),
		email: customer ? customer.email : text( body.email ),
		customerId: customer ? customer.id : 0,
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
	const review = addReview(
		ctx.state.reviews,
		input,
		! ctx.state.settings.reviewModeration
	);
	const waiting = review.approved
		? ''
		: `?${ new URLSearchParams( {
				unapproved: String( review.id ),
				'moderation-hash': moderationHash(
					review,
					ctx.state.nonceSalt
				),
			} ) }`;
	redirect(
		ctx.res,
		`${ productUrl( product ) }${ waiting }#comment-${ review.id }`
	);
}
