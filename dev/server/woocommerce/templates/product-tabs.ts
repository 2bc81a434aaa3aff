/**
 * The single product page's tabs as WooCommerce renders them: description,
 * additional information (the attributes), and reviews with the review form
 * and its rating field; a review awaiting approval shows to its author
 * only, saying so.
 *
 * Follows: woocommerce templates/single-product/tabs/tabs.php,
 * single-product-reviews.php.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import type { Product } from '../includes/catalogue';
import {
	approvedReviews,
	moderationHash,
	type Review,
} from '../includes/reviews';

/**
 * `wc_get_rating_html()`'s label: "Rated 4 out of 5" for a review, "Rated
 * 4.00 out of 5" for a product's average. The stars drawn are the rating
 * rounded.
 */
export function stars( rating: number | string ): string {
	const drawn = Math.max( 0, Math.min( 5, Math.round( Number( rating ) ) ) );
	return `<span class="star-rating" role="img" aria-label="Rated ${ escapeHtml(
		String( rating )
	) } out of 5">${ '★'.repeat( drawn ) }${ '☆'.repeat( 5 - drawn ) }</span>`;
}

/**
 * The reviews a visitor sees: the approved ones, and their own waiting
 * for approval (WordPress shows a held comment to its logged-in author, or
 * to the visitor its redirect's `unapproved` and `moderation-hash` name).
 */
function visibleReviews( ctx: Context, product: Product ): Review[] {
	const unapproved = Number( ctx.url.searchParams.get( 'unapproved' ) );
	const hash = ctx.url.searchParams.get( 'moderation-hash' );
	return ctx.state.reviews.filter(
		( review ) =>
			review.productId === product.id &&
			( review.approved ||
				( ctx.session.customerId !== 0 &&
					review.customerId === ctx.session.customerId ) ||
				( review.id === unapproved &&
					hash === moderationHash( review, ctx.state.nonceSalt ) ) )
	);
}

/** `review-meta.php`: the author, or that it awaits approval. */
function reviewMeta( review: Review ): string {
	return review.approved
		? `<p class="meta"><strong class="woocommerce-review__author">${ escapeHtml(
				review.author
			) }</strong></p>`
		: '<p class="meta"><em class="woocommerce-review__awaiting-approval">Your review is awaiting approval</em></p>';
}

/**
 * The review form (`comment_form()` as WooCommerce configures it): a
 * visitor gives a name and email, a logged-in customer does not.
 */
function reviewForm( ctx: Context, product: Product, title: string ): string {
	const required = ctx.state.settings.ratingRequired;
	const options = [
		'Perfect',
		'Good',
		'Average',
		'Not that bad',
		'Very poor',
	]
		.map(
			( label, index ) =>
				`<option value="${ 5 - index }">${ label }</option>`
		)
		.join( '' );
	const guest = ! ctx.session.customerId;
	return `<div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond"><p id="reply-title" class="comment-reply-title">${ title }</p>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">${
		guest
			? '<p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required" aria-hidden="true">*</span></p>'
			: ''
	}
<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating${
		required ? '&nbsp;<span class="required">*</span>' : ''
	}</label><select name="rating" id="rating"${
		required ? ' required' : ''
	}><option value="">Rate…</option>${ options }</select></div>
<p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="6" required></textarea></p>${
		guest
			? `
<p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" required></p>
<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" required></p>`
			: ''
	}
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit"><input type="hidden" name="comment_post_ID" value="${
		product.id
	}" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div></div></div>`;
}

function reviewsPanel( ctx: Context, product: Product ): string {
	const count = approvedReviews( ctx.state.reviews, product.id ).length;
	const reviews = visibleReviews( ctx, product );
	const list = reviews.length
		? `<ol class="commentlist">${ reviews
				.map(
					( review ) =>
						`<li class="review" id="li-comment-${
							review.id
						}"><div id="comment-${
							review.id
						}" class="comment_container">${
							review.rating ? stars( review.rating ) : ''
						}${ reviewMeta(
							review
						) }<div class="description"><p>${ escapeHtml(
							review.text
						) }</p></div></div></li>`
				)
				.join( '' ) }</ol>`
		: '<p class="woocommerce-noreviews">There are no reviews yet.</p>';
	const heading = count
		? `${ count } ${ count === 1 ? 'review' : 'reviews' } for <span>${ escapeHtml(
				product.name
			) }</span>`
		: 'Reviews';
	const title = reviews.length
		? 'Add a review'
		: `Be the first to review &ldquo;${ escapeHtml( product.name ) }&rdquo;`;
	return `<div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">${ heading }</h2>${ list }</div>
${ reviewForm( ctx, product, title ) }</div>`;
}

export function productTabs( ctx: Context, product: Product ): string {
	const reviewCount = approvedReviews( ctx.state.reviews, product.id ).length;
	const panels: Array< [ string, string, string ] > = [
		[
			'description',
			'Description',
			`<h2>Description</h2><p>${ escapeHtml( product.description ) }</p>`,
		],
		[
			'additional_information',
			'Additional information',
			`<h2>Additional information</h2><table class="woocommerce-product-attributes shop_attributes"><tbody><tr><th>Weight</th><td>${
				product.virtual ? '—' : '0.3 kg'
			}</td></tr>${ Object.entries( product.attributes || {} )
				.map(
					( [ name, values ] ) =>
						`<tr><th>${ escapeHtml( name ) }</th><td>${ escapeHtml(
							values.join( ', ' )
						) }</td></tr>`
				)
				.join( '' ) }</tbody></table>`,
		],
		[
			'reviews',
			`Reviews (${ reviewCount })`,
			reviewsPanel( ctx, product ),
		],
	];
	// The WAI-ARIA tabs pattern: the links are the tabs, their list items
	// only presentation, so no interactive element nests in another.
	const list = panels
		.map(
			( [ id, title ] ) =>
				`<li class="${ id }_tab" role="presentation"><a href="#tab-${ id }" id="tab-title-${ id }" role="tab" aria-controls="tab-${ id }">${ escapeHtml(
					title
				) }</a></li>`
		)
		.join( '' );
	const content = panels
		.map(
			( [ id, , html ] ) =>
				`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${ id } panel entry-content wc-tab" id="tab-${ id }" role="tabpanel" aria-labelledby="tab-title-${ id }">${ html }</div>`
		)
		.join( '' );
	return `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">${ list }</ul>${ content }</div>`;
}
