/**
 * Markup pieces shared by pages and wc-ajax fragments: the mini cart and the
 * order review table.
 *
 * Follows: woocommerce templates/cart/mini-cart.php
 * (`woocommerce_widget_shopping_cart_after_buttons`),
 * checkout/review-order.php (`woocommerce_review_order_after_order_total`)
 * (10.0.2).
 */
import { cartLineDetailsHtml } from './cart-line-details';
import { escapeHtml } from '../../http/respond';
import type { ShopState } from '../../dev-shop/state';
import type { Session } from '../includes/types';
import { priceHtml } from '../includes/currency';
import { cartTotals } from '../includes/totals';
import { productImages } from './product-images';
import { doAction } from '../../wordpress/hooks';

/** The mini cart's content, as WooCommerce's mini-cart template renders it. */
export function miniCartHtml( state: ShopState, session: Session ): string {
	const totals = cartTotals( session.cart, state.settings );
	if ( ! totals.lines.length ) {
		return '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>';
	}
	const items = totals.lines
		.map( ( entry ) => {
			const name = escapeHtml( entry.product.name );
			const key = escapeHtml( entry.line.key );
			return `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="${ escapeHtml(
				removeItemUrl( entry.line.key )
			) }" class="remove remove_from_cart_button" aria-label="Remove ${ name } from cart" data-product_id="${
				entry.product.id
			}" data-cart_item_key="${ key }" data-product_sku="${ escapeHtml(
				entry.product.slug
			) }" data-success_message="“${ name }” has been removed from your cart">×</a><a href="/product/${
				entry.product.slug
			}/"><img src="${
				productImages( entry.product.slug )[ 0 ] || ''
			}" alt="">${ name }</a>${ cartLineDetailsHtml(
				entry.line
			) }<span class="quantity">${
				entry.line.quantity
			} &times; ${ priceHtml(
				entry.unitPrice,
				totals.currency
			) }</span></li>`;
		} )
		.join( '' );
	return `<ul class="woocommerce-mini-cart cart_list product_list_widget">${ items }</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${ priceHtml(
		totals.items,
		totals.currency
	) }</p><p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">View cart</a><a href="/checkout/" class="button checkout wc-forward alt">Checkout</a></p>${ doAction(
		'woocommerce_widget_shopping_cart_after_buttons',
		state
	) }`;
}

/** The header's cart summary (a fragment of its own, as themes add). */
export function headerCartCountHtml(
	state: ShopState,
	session: Session
): string {
	const totals = cartTotals( session.cart, state.settings );
	const count = totals.lines.reduce(
		( sum, entry ) => sum + entry.line.quantity,
		0
	);
	return `<span class="cart-contents-count">Cart: ${ count } ${
		count === 1 ? 'item' : 'items'
	} · ${ priceHtml( totals.items, totals.currency ) }</span>`;
}

/** The link that removes a cart line without JavaScript. */
export function removeItemUrl( key: string ): string {
	return `/cart/?remove_item=${ encodeURIComponent( key ) }`;
}

/** Every fragment WooCommerce's cart answers carry, keyed by selector. */
export function cartFragments( state: ShopState, session: Session ) {
	return {
		'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${ miniCartHtml(
			state,
			session
		) }</div>`,
		'span.cart-contents-count': headerCartCountHtml( state, session ),
	};
}

/** One shipping rate: a radio when there is a choice, else a hidden input. */
function rateHtml(
	rate: { rate_id: string; name: string; price: number },
	chosen: boolean,
	single: boolean,
	money: ( value: number ) => string
): string {
	const id = `shipping_method_0_${ rate.rate_id.replace( /[^\w]/g, '' ) }`;
	const input = single
		? `<input type="hidden" name="shipping_method[0]" data-index="0" id="${ id }" value="${ escapeHtml( rate.rate_id ) }" class="shipping_method">`
		: `<input type="radio" name="shipping_method[0]" data-index="0" id="${ id }" value="${ escapeHtml( rate.rate_id ) }" class="shipping_method"${ chosen ? ' checked' : '' }>`;
	return `<li>${ input }<label for="${ id }">${ escapeHtml( rate.name ) }: ${ money( rate.price ) }</label></li>`;
}

/**
 * The order review table (`.woocommerce-checkout-review-order-table`): lines,
 * subtotal, each coupon with its remove link, the shipping rates, tax and
 * total. The checkout page prints it and order review updates replace it.
 */
export function reviewTableHtml( state: ShopState, session: Session ): string {
	const totals = cartTotals( session.cart, state.settings );
	const money = ( value: number ) => priceHtml( value, totals.currency );
	const rows = totals.lines
		.map(
			( entry ) =>
				`<tr class="cart_item"><td class="product-name">${ escapeHtml( entry.product.name ) }&nbsp;<strong class="product-quantity">&times;&nbsp;${ entry.line.quantity }</strong></td><td class="product-total">${ money( entry.subtotal ) }</td></tr>`
		)
		.join( '' );
	const coupons = session.cart.coupons
		.map(
			( code ) =>
				`<tr class="cart-discount coupon-${ escapeHtml( code ) }"><th>Coupon: ${ escapeHtml( code ) }</th><td>-${ money( totals.discount / session.cart.coupons.length ) } <a href="/classic-checkout/?remove_coupon=${ escapeHtml( code ) }" class="woocommerce-remove-coupon" data-coupon="${ escapeHtml( code ) }">[Remove]</a></td></tr>`
		)
		.join( '' );
	const shipping = totals.rates.length
		? `<ul id="shipping_method" class="woocommerce-shipping-methods">${ totals.rates
				.map( ( rate ) =>
					rateHtml(
						rate,
						rate.rate_id === totals.selectedRate,
						totals.rates.length === 1,
						money
					)
				)
				.join( '' ) }</ul>`
		: 'There are no shipping options available. Please ensure that your address has been entered correctly.';
	return `<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead><tbody>${ rows }</tbody><tfoot>
<tr class="cart-subtotal"><th>Subtotal</th><td>${ money( totals.items ) }</td></tr>
${ coupons }
${ totals.needsShipping ? `<tr class="woocommerce-shipping-totals shipping"><th>Shipping</th><td data-title="Shipping">${ shipping }</td></tr>` : '' }
<tr class="tax-total"><th>Tax</th><td>${ money( totals.tax ) }</td></tr>
<tr class="order-total"><th>Total</th><td><strong>${ money( totals.total ) }</strong></td></tr>${ doAction( 'woocommerce_review_order_after_order_total', state, session ) }</tfoot></table>`;
}
