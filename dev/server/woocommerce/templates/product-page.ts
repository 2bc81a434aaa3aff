/**
 * The single product page as WooCommerce renders it: gallery, summary with
 * the add-to-cart form (simple, add-on or variations form), the express
 * buttons' place, and the tabs (product-tabs.ts).
 *
 * Follows: woocommerce templates/content-single-product.php,
 * single-product/add-to-cart/simple.php (10.0.2): what other plugins print
 * comes from `woocommerce_single_product_summary` and
 * `woocommerce_after_add_to_cart_form` (includes/page-hooks.ts).
 */
import type { Context } from '../../context';
import { escapeHtml, sendHtml } from '../../http/respond';
import { productBySlug } from '../includes/catalogue';
import type { Product } from '../includes/catalogue';
import { inCurrency, priceHtml, storeCurrency } from '../includes/currency';
import type { Currency } from '../includes/currency';
import { noticesHtml, renderPage, sendNotFound } from './layout';
import { doAction } from '../../wordpress/hooks';
import { enqueuedScripts } from '../includes/page-hooks';
import { productImages } from './product-images';
import {
	blockProductSummary,
	blockScriptModules,
} from './block-product-summary';
import { productTabs, stars } from './product-tabs';
import { approvedReviews, averageRating } from '../includes/reviews';
import { variationTemplates } from './variation-templates';
import {
	listedVariations,
	variationFields,
	variationsFormHtml,
} from './variations-form';

/** A catalogue price as `wc_price()` prints it. */
function money( amount: number, currency: Currency ): string {
	return priceHtml( inCurrency( amount, currency ), currency );
}

/**
 * `data-product_variations`, in WooCommerce's shape: the variation's price
 * here, the rest in variations-form.ts.
 */
function variationsData(
	product: Product,
	currency: Currency,
	hideInvisible: boolean
) {
	return listedVariations( product, hideInvisible ).map( ( variation ) => ( {
		...variationFields( product, variation ),
		display_price: inCurrency( variation.price, currency ) / 100,
		price_html: `<span class="price">${ money(
			variation.price,
			currency
		) }</span>`,
	} ) );
}

function quantityField( product: Product ): string {
	return `<div class="quantity"><label class="screen-reader-text" for="quantity_${
		product.id
	}">${ escapeHtml(
		product.name
	) } quantity</label><input type="number" id="quantity_${
		product.id
	}" class="input-text qty text" name="quantity" value="1" min="1" step="1" inputmode="numeric" autocomplete="off"></div>`;
}

/** The add-on extension's field, at `woocommerce_before_add_to_cart_button`. */
function addonField( product: Product ): string {
	return product.addon
		? `<p class="form-row"><label for="${ product.addon.name }">${ escapeHtml(
				product.addon.label
			) }</label><input type="text" class="input-text" id="${
				product.addon.name
			}" name="${ product.addon.name }"></p>`
		: '';
}

function cartForm(
	product: Product,
	currency: Currency,
	hideInvisible: boolean,
	quantity = quantityField( product )
): string {
	const action = `/product/${ product.slug }/`;
	if ( product.type === 'variable' ) {
		return variationsFormHtml(
			product,
			variationsData( product, currency, hideInvisible ),
			quantity
		);
	}
	return `<form class="cart" action="${ action }" method="post">${ addonField(
		product
	) }${ quantity }<button type="submit" name="add-to-cart" value="${
		product.id
	}" class="single_add_to_cart_button button alt">Add to cart</button></form>`;
}

/**
 * `single-product/product-image.php`: the gallery starts transparent (its
 * script makes it opaque once set up); the shop's stylesheet gives it its
 * set-up shape from the first paint (one picture and the thumbnails' row).
 */
function gallery( product: Product ): string {
	const images = productImages( product.slug );
	const slides = images
		.map(
			( src, index ) =>
				`<div data-thumb="${ src }" data-thumb-alt="${ escapeHtml(
					product.name
				) } – view ${
					index + 1
				}" class="woocommerce-product-gallery__image"><a href="${ src }"><img src="${ src }"${
					// WooCommerce's main picture is the post's thumbnail.
					index ? '' : ' class="wp-post-image"'
				} alt="${ escapeHtml( product.name ) }${
					index ? ` – view ${ index + 1 }` : ''
				}" width="600" height="520"></a></div>`
		)
		.join( '' );
	return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">${ slides }</div></div>`;
}

export function productPage( ctx: Context, slug: string ): void {
	const product = productBySlug( slug );
	if ( ! product ) {
		sendNotFound( ctx );
		return;
	}
	const currency = storeCurrency( ctx.state.settings );
	// `single-product/rating.php`: the approved reviews' average and count.
	const reviewCount = approvedReviews( ctx.state.reviews, product.id ).length;
	const average = averageRating( ctx.state.reviews, product.id );
	const rating = average
		? `<div class="woocommerce-product-rating">${ stars(
				average
			) } <a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${ reviewCount }</span> customer ${
				reviewCount === 1 ? 'review' : 'reviews'
			})</a></div>`
		: '';
	const variable = product.type === 'variable';
	const { settings } = ctx.state;
	const prices = ( product.variations || [] ).map( ( v ) => v.price );
	const price = variable
		? `${ money( Math.min( ...prices ), currency ) } &ndash; ${ money(
				Math.max( ...prices ),
				currency
			) }`
		: money( product.price, currency );
	// What plugins print: after the price (our pay-later box), and after
	// the add-to-cart form (the gateway's wallet buttons).
	const summaryHooks = doAction(
		'woocommerce_single_product_summary',
		ctx,
		product
	);
	const express = doAction(
		'woocommerce_after_add_to_cart_form',
		ctx,
		product
	);
	const classicSummary =
		() => `<div class="summary entry-summary"><h1 class="product_title entry-title">${ escapeHtml(
			product.name
		) }</h1>${ rating }
<p class="price">${ price }</p>
${ summaryHooks }
<div class="woocommerce-product-details__short-description"><p>${ escapeHtml(
			product.description
		) }</p></div>
${ cartForm( product, currency, settings.hideInvisibleVariations ) }
${ express }
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">${ escapeHtml(
			product.slug
		) }</span></span></div></div>`;
	const summary =
		settings.productForm === 'classic'
			? classicSummary()
			: blockProductSummary( {
					product,
					form: settings.productForm,
					price,
					summaryHooks,
					afterForm: express,
					classicForm: ( quantity ) =>
						cartForm(
							product,
							currency,
							settings.hideInvisibleVariations,
							quantity
						),
					addonField: addonField( product ),
					variations: listedVariations(
						product,
						settings.hideInvisibleVariations
					).map( ( v ) => ( {
						variation_id: v.id,
						attributes: variationFields( product, v ).attributes,
						price_html: `<span class="price">${ money(
							v.price,
							currency
						) }</span>`,
					} ) ),
				} );
	const enqueued = enqueuedScripts( ctx, { kind: 'product', product } );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: product.name,
			hideTitle: true,
			bodyClass: `single-product woocommerce woocommerce-page product-template-default`,
			body: `${ noticesHtml( ctx ) }<div id="product-${
				product.id
			}" class="product type-product product-type-${
				product.type
			} single">
${ gallery( product ) }
${ summary }
${ productTabs( ctx, product ) }
</div>`,
			globals: {
				wc_single_product_params: {
					i18n_required_rating_text: 'Please select a rating',
					i18n_rating_options: [
						'1 of 5 stars',
						'2 of 5 stars',
						'3 of 5 stars',
						'4 of 5 stars',
						'5 of 5 stars',
					],
					i18n_product_gallery_trigger_text:
						'View full-screen image gallery',
					review_rating_required: ctx.state.settings.ratingRequired
						? 'yes'
						: 'no',
					flexslider: {
						rtl: false,
						animation: 'slide',
						smoothHeight: true,
						directionNav: false,
						controlNav: 'thumbnails',
						slideshow: false,
						animationSpeed: 500,
						animationLoop: false,
						allowOneSlide: false,
					},
					// get_theme_support() of a feature the theme lacks.
					zoom_enabled: false,
					zoom_options: [],
					photoswipe_enabled: false,
					photoswipe_options: {
						shareEl: false,
						closeOnScroll: false,
						history: false,
						hideAnimationDuration: 0,
						showAnimationDuration: 0,
					},
					flexslider_enabled: false,
				},
				...( variable
					? {
							wc_add_to_cart_variation_params: {
								wc_ajax_url: '/?wc-ajax=%%endpoint%%',
								i18n_no_matching_variations_text:
									'Sorry, no products matched your selection. Please choose a different combination.',
								i18n_make_a_selection_text:
									'Please select some product options before adding this product to your cart.',
								i18n_unavailable_text:
									'Sorry, this product is unavailable. Please choose a different combination.',
								i18n_reset_alert_text:
									'Your selection has been reset. Please select some product options before adding this product to your cart.',
							},
						}
					: {} ),
				// The gateway's settings (and its wallet buttons' where they
				// show), printed on product pages too.
				...enqueued.globals,
			},
			// WooCommerce enqueues its variation script for variable
			// products only. The page's script loads the wallet buttons'
			// code where the gateway prints their settings.
			page: product.type === 'variable' ? 'variable product' : 'product',
			// Printed with the variation script's settings, as WooCommerce
			// does; a block theme's form brings its script modules.
			footer:
				( variable
					? variationTemplates( ctx.state.settings.variationTemplate )
					: '' ) + blockScriptModules( ctx ),
			scripts: enqueued.scripts,
		} )
	);
}
