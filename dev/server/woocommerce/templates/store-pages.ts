/**
 * Browsing pages with WooCommerce's markup: the shop listing (sorting, the
 * result count, ajax add-to-cart buttons); the product and cart pages live
 * in their own files.
 *
 * Follows: woocommerce templates/archive-product.php, loop/orderby.php,
 * loop/add-to-cart.php.
 */
import type { Context } from '../../context';
import { escapeHtml, sendHtml } from '../../http/respond';
import { PRODUCTS } from '../includes/catalogue';
import type { Product } from '../includes/catalogue';
import { inCurrency, priceHtml, storeCurrency } from '../includes/currency';
import { noticesHtml, renderPage } from './layout';
import { productImages } from './product-images';

export { productPage } from './product-page';
export { cartPage } from './cart-page';

const ORDERINGS: Record<
	string,
	{ label: string; compare: ( a: Product, b: Product ) => number }
> = {
	menu_order: { label: 'Default sorting', compare: () => 0 },
	price: {
		label: 'Sort by price: low to high',
		compare: ( a, b ) => a.price - b.price,
	},
	'price-desc': {
		label: 'Sort by price: high to low',
		compare: ( a, b ) => b.price - a.price,
	},
	title: {
		label: 'Sort by name',
		compare: ( a, b ) => a.name.localeCompare( b.name ),
	},
};

function loopButton( product: Product ): string {
	const name = escapeHtml( product.name );
	if ( product.type !== 'simple' || product.addon ) {
		return `<a href="/product/${ product.slug }/" data-quantity="1" class="button product_type_${ product.type }" data-product_id="${ product.id }" aria-label="Select options for “${ name }”" rel="nofollow">Select options</a>`;
	}
	return `<a href="?add-to-cart=${ product.id }" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${ product.id }" data-product_sku="${ escapeHtml(
		product.slug
	) }" aria-label="Add to cart: “${ name }”" data-success_message="“${ name }” has been added to your cart" rel="nofollow">Add to cart</a>`;
}

export function shopPage( ctx: Context ): void {
	const currency = storeCurrency( ctx.state.settings );
	const requested = ctx.url.searchParams.get( 'orderby' ) || 'menu_order';
	const orderby = Object.prototype.hasOwnProperty.call( ORDERINGS, requested )
		? requested
		: 'menu_order';
	const products = [ ...PRODUCTS ].sort( ORDERINGS[ orderby ].compare );
	const items = products
		.map(
			( product ) => `<li class="product type-product product-type-${
				product.type
			}">
<a href="/product/${
				product.slug
			}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img src="${
				productImages( product.slug )[ 0 ]
			}" alt="" width="300" height="260"><h2 class="woocommerce-loop-product__title">${ escapeHtml(
				product.name
			) }</h2><span class="price">${ priceHtml(
				inCurrency( product.price, currency ),
				currency
			) }</span></a>
${ loopButton( product ) }
</li>`
		)
		.join( '' );
	const options = Object.entries( ORDERINGS )
		.map(
			( [ value, { label } ] ) =>
				`<option value="${ value }"${
					value === orderby ? ' selected' : ''
				}>${ label }</option>`
		)
		.join( '' );
	const sorted =
		orderby === 'menu_order'
			? ''
			: `<span class="screen-reader-text">${ ORDERINGS[ orderby ].label }</span>`;
	const freeFrom = priceHtml( inCurrency( 5000, currency ), currency );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Shop',
			bodyClass: 'woocommerce-shop woocommerce-page archive',
			body: `<div class="woocommerce-info wc-dismissible-notice" data-dismiss-key="free-shipping">Free shipping on orders over ${ freeFrom }. <button type="button" class="notice-dismiss" aria-label="Dismiss this notice">×</button></div>
${ noticesHtml( ctx ) }
<div class="woocommerce-products-header"><p class="woocommerce-result-count" role="alert" aria-relevant="all"${
				sorted ? ' data-is-sorted-by="true"' : ''
			}>Showing all ${ products.length } results${ sorted }</p>
<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order">${ options }</select><input type="hidden" name="paged" value="1"></form></div>
<ul class="products columns-4">${ items }</ul>`,
		} )
	);
}
