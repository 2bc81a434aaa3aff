/**
 * Browsing pages with WooCommerce's markup: shop, product, cart.
 */
import type { Context } from '../context';
import { escapeHtml, sendHtml } from '../http/respond';
import { PRODUCTS, productBySlug } from '../shop/catalogue';
import { currencyFor, formatMoney, inCurrency } from '../shop/currency';
import { cartTotals } from '../shop/totals';
import { renderPage } from './layout';
import { expressData } from './page-settings';
import { reviewTableHtml } from './fragments';

const EXPRESS_AREA = `<div id="wc-stripe-express-checkout-element" style="display:none"></div>
<div id="wc-stripe-express-checkout-button-separator" style="display:none;text-align:center">— OR —</div>`;

export function shopPage( ctx: Context ): void {
	const currency = currencyFor( ctx.state.settings.currency );
	const items = PRODUCTS.map(
		( product ) => `<li class="product type-product">
<a href="/product/${ product.slug }/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">${ escapeHtml( product.name ) }</h2></a>
<span class="price">${ escapeHtml( formatMoney( inCurrency( product.price, currency ), currency ) ) }</span>
${ product.type === 'simple' ? `<a href="/?add-to-cart=${ product.id }" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${ product.id }" data-product_sku="${ product.slug }" aria-label="Add to cart: “${ escapeHtml( product.name ) }”" rel="nofollow">Add to cart</a>` : `<a href="/product/${ product.slug }/" class="button">Select options</a>` }
</li>`
	).join( '' );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Shop',
			bodyClass: 'woocommerce-shop',
			body: `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order">Default sorting</option><option value="price">Sort by price: low to high</option></select></form>
<ul class="products columns-4">${ items }</ul>`,
			globals: {
				wc_add_to_cart_params: {
					ajax_url: '/wp-admin/admin-ajax.php',
					wc_ajax_url: '/?wc-ajax=%%endpoint%%',
					i18n_view_cart: 'View cart',
					cart_url: '/cart/',
					is_cart: '',
					cart_redirect_after_add: ctx.state.settings
						.cartRedirectAfterAdd
						? 'yes'
						: 'no',
				},
			},
		} )
	);
}

export function productPage( ctx: Context, slug: string ): void {
	const product = productBySlug( slug );
	if ( ! product ) {
		sendHtml(
			ctx.res,
			404,
			renderPage( ctx, {
				title: 'Page not found',
				body: '<p>Nothing was found at this location.</p>',
			} )
		);
		return;
	}
	const currency = currencyFor( ctx.state.settings.currency );
	const attributes = Object.entries( product.attributes || {} )
		.map(
			( [ name, values ] ) =>
				`<tr><th class="label"><label for="${ name.toLowerCase() }">${ escapeHtml( name ) }</label></th><td class="value"><select id="${ name.toLowerCase() }" name="attribute_${ name.toLowerCase() }" data-attribute_name="attribute_${ name.toLowerCase() }"><option value="">Choose an option</option>${ values.map( ( value ) => `<option value="${ escapeHtml( value ) }">${ escapeHtml( value ) }</option>` ).join( '' ) }</select></td></tr>`
		)
		.join( '' );
	const addon = product.addon
		? `<p class="form-row"><label for="${ product.addon.name }">${ escapeHtml( product.addon.label ) }</label><input type="text" id="${ product.addon.name }" name="${ product.addon.name }"></p>`
		: '';
	const cartForm =
		product.type === 'variable'
			? `<form class="variations_form cart" method="post" data-product_id="${ product.id }" data-product_variations="${ escapeHtml( JSON.stringify( product.variations ) ) }"><table class="variations">${ attributes }</table><div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" aria-label="Product quantity"></div><button type="submit" class="single_add_to_cart_button button alt">Add to cart</button><input type="hidden" name="add-to-cart" value="${ product.id }"><input type="hidden" name="product_id" value="${ product.id }"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`
			: `<form class="cart" method="post">${ addon }<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" aria-label="Product quantity"></div><button type="submit" name="add-to-cart" value="${ product.id }" class="single_add_to_cart_button button alt">Add to cart</button></form>`;
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: product.name,
			bodyClass: 'single-product woocommerce',
			body: `<div id="product-${ product.id }" class="product type-product product-type-${ product.type }">
<p class="price">${ escapeHtml( formatMoney( inCurrency( product.price, currency ), currency ) ) }</p>
${ cartForm }
${ EXPRESS_AREA }
<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
<li class="description_tab" id="tab-title-description" role="tab" aria-controls="tab-description"><a href="#tab-description">Description</a></li>
<li class="additional_information_tab" id="tab-title-additional_information" role="tab" aria-controls="tab-additional_information"><a href="#tab-additional_information">Additional information</a></li>
<li class="reviews_tab" id="tab-title-reviews" role="tab" aria-controls="tab-reviews"><a href="#tab-reviews">Reviews (0)</a></li></ul>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel"><p>${ escapeHtml( product.description ) }</p></div>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel"><table class="woocommerce-product-attributes shop_attributes"><tr><th>Weight</th><td>0.3 kg</td></tr></table></div>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel"><div id="reviews" class="woocommerce-Reviews"><form id="commentform" class="comment-form" method="post"><p class="comment-form-rating"><label for="rating">Your rating</label><select name="rating" id="rating" required><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></p><p class="comment-form-comment"><label for="comment">Your review</label><textarea id="comment" name="comment" required></textarea></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit"></p></form></div></div>
</div></div>`,
			globals: {
				wc_single_product_params: {
					i18n_required_rating_text: 'Please select a rating',
					review_rating_required: ctx.state.settings.ratingRequired
						? 'yes'
						: 'no',
				},
				wc_stripe_express_checkout_params: expressData( ctx, {
					isProductPage: true,
					product,
				} ),
			},
			scripts: [ 'stripe', 'wc-stripe-express-buttons' ],
		} )
	);
}

export function cartPage( ctx: Context ): void {
	const totals = cartTotals(
		ctx.session.cart,
		ctx.state.settings.currency,
		ctx.state.settings.storeCountry
	);
	const body = totals.lines.length
		? `<form class="woocommerce-cart-form" method="post">${ reviewTableHtml( ctx.state, ctx.session ) }</form>${ EXPRESS_AREA }<p><a href="/checkout/" class="checkout-button button alt wc-forward">Proceed to checkout</a></p>`
		: '<p class="cart-empty woocommerce-info">Your cart is currently empty.</p><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>';
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Cart',
			bodyClass: 'woocommerce-cart',
			body,
			globals: {
				wc_stripe_express_checkout_params: expressData( ctx, {
					isCartPage: true,
				} ),
			},
			scripts: totals.lines.length
				? [ 'stripe', 'wc-stripe-express-buttons' ]
				: [],
		} )
	);
}
