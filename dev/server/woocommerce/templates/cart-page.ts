/**
 * The cart page as WooCommerce renders it: the cart form (remove links,
 * quantities, coupon, Update cart), the cart totals with the shipping
 * choice, the shipping calculator and the coupon remove link, and the
 * express buttons' place before Proceed to checkout.
 *
 * Follows: woocommerce templates/cart/cart.php, cart-totals.php (10.0.2):
 * `.wc-proceed-to-checkout` is what `woocommerce_proceed_to_checkout`
 * prints (the button is WooCommerce's callback at 20, template-hooks.ts).
 */
import { cartLineDetailsHtml } from './cart-line-details';
import type { Context } from '../../context';
import { escapeHtml, sendHtml } from '../../http/respond';
import { priceHtml } from '../includes/currency';
import { cartTotals } from '../includes/totals';
import { nonceFor } from '../../wordpress/nonces';
import type { ShopState } from '../../dev-shop/state';
import type { Session } from '../includes/types';
import { classicNonces } from '../includes/classic-session';
import { noticesHtml, renderPage } from './layout';
import { productImages } from './product-images';
import { removeItemUrl } from './fragments';
import { cartShippingHtml } from './shipping-calculator';
import { addressScriptGlobals } from './address-fields';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';
import { doAction } from '../../wordpress/hooks';
import { enqueuedScripts } from '../includes/page-hooks';

function totalsOf( state: ShopState, session: Session ) {
	return cartTotals( session.cart, state.settings );
}

function cartForm( ctx: Context ): string {
	const totals = totalsOf( ctx.state, ctx.session );
	const money = ( value: number ) => priceHtml( value, totals.currency );
	const rows = totals.lines
		.map( ( entry ) => {
			const key = escapeHtml( entry.line.key );
			const name = escapeHtml( entry.product.name );
			const details = cartLineDetailsHtml( entry.line );
			return `<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a href="${ escapeHtml(
				removeItemUrl( entry.line.key )
			) }" class="remove" aria-label="Remove ${ name } from cart" data-product_id="${
				entry.product.id
			}" data-product_sku="${ escapeHtml(
				entry.product.slug
			) }">×</a></td>
<td class="product-thumbnail"><a href="/product/${
				entry.product.slug
			}/"><img src="${
				productImages( entry.product.slug )[ 0 ]
			}" alt="${ name }" width="300" height="260"></a></td>
<td class="product-name" data-title="Product"><a href="/product/${
				entry.product.slug
			}/">${ name }</a>${ details }</td>
<td class="product-price" data-title="Price">${ money( entry.unitPrice ) }</td>
<td class="product-quantity" data-title="Quantity"><div class="quantity"><label class="screen-reader-text" for="quantity_${ key }">${ name } quantity</label><input type="number" id="quantity_${ key }" class="input-text qty text" name="cart[${ key }][qty]" value="${
				entry.line.quantity
			}" min="0" step="1" inputmode="numeric" autocomplete="off"></div></td>
<td class="product-subtotal" data-title="Subtotal">${ money(
				entry.subtotal
			) }</td></tr>`;
		} )
		.join( '' );
	return `<form class="woocommerce-cart-form" action="/cart/" method="post"><table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents"><thead><tr><th class="product-remove"><span class="screen-reader-text">Remove item</span></th><th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th><th class="product-name">Product</th><th class="product-price">Price</th><th class="product-quantity">Quantity</th><th class="product-subtotal">Subtotal</th></tr></thead><tbody>${ rows }
<tr><td colspan="6" class="actions"><div class="coupon"><label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></div><button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button><input type="hidden" name="woocommerce-cart-nonce" value="${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.cart
	) }"></td></tr></tbody></table></form>`;
}

/** `.cart_totals`: also the answer of `update_shipping_method`. */
export function cartTotalsHtml( state: ShopState, session: Session ): string {
	const totals = totalsOf( state, session );
	const money = ( value: number ) => priceHtml( value, totals.currency );
	const coupons = session.cart.coupons
		.map(
			( code ) =>
				`<tr class="cart-discount coupon-${ escapeHtml(
					code
				) }"><th>Coupon: ${ escapeHtml(
					code
				) }</th><td data-title="Coupon: ${ escapeHtml(
					code
				) }">-${ money(
					totals.discount
				) } <a href="/cart/?remove_coupon=${ encodeURIComponent(
					code
				) }" class="woocommerce-remove-coupon" data-coupon="${ escapeHtml(
					code
				) }">[Remove]</a></td></tr>`
		)
		.join( '' );
	const rates = totals.rates.length
		? `<ul id="shipping_method" class="woocommerce-shipping-methods">${ totals.rates
				.map( ( rate ) => {
					const id = `shipping_method_0_${ rate.rate_id.replace(
						/\W/g,
						''
					) }`;
					return `<li><input type="radio" name="shipping_method[0]" data-index="0" id="${ id }" value="${ escapeHtml(
						rate.rate_id
					) }" class="shipping_method"${
						rate.rate_id === totals.selectedRate ? ' checked' : ''
					}><label for="${ id }">${ escapeHtml( rate.name ) }${
						rate.price ? `: ${ money( rate.price ) }` : ''
					}</label></li>`;
				} )
				.join( '' ) }</ul>`
		: '';
	const shipping = totals.needsShipping
		? `<tr class="woocommerce-shipping-totals shipping"><th>Shipping</th><td data-title="Shipping">${ cartShippingHtml(
				state,
				session,
				rates
			) }</td></tr>`
		: '';
	return `<div class="cart_totals"><h2>Cart totals</h2><table class="shop_table shop_table_responsive"><tbody><tr class="cart-subtotal"><th>Subtotal</th><td data-title="Subtotal">${ money(
		totals.items
	) }</td></tr>${ coupons }${ shipping }<tr class="tax-total"><th>Tax</th><td data-title="Tax">${ money(
		totals.tax
	) }</td></tr><tr class="order-total"><th>Total</th><td data-title="Total"><strong>${ money(
		totals.total
	) }</strong></td></tr></tbody></table>
<div class="wc-proceed-to-checkout">${ doAction(
		'woocommerce_proceed_to_checkout',
		state,
		session
	) }</div></div>`;
}

export function cartPage( ctx: Context ): void {
	const hasItems = ctx.session.cart.lines.length > 0;
	const notices = noticesHtml( ctx );
	const body = hasItems
		? `${ notices }${ cartForm(
				ctx
			) }<div class="cart-collaterals">${ cartTotalsHtml(
				ctx.state,
				ctx.session
			) }</div>`
		: `${ notices }<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>`;
	const nonces = classicNonces( ctx );
	const enqueued = enqueuedScripts( ctx, { kind: 'cart' } );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Cart',
			bodyClass: 'woocommerce-cart woocommerce-page',
			isCart: true,
			body,
			globals: {
				wc_cart_params: {
					ajax_url: '/wp-admin/admin-ajax.php',
					wc_ajax_url: '/?wc-ajax=%%endpoint%%',
					update_shipping_method_nonce: nonceFor(
						ctx.state,
						ctx.session,
						WOOCOMMERCE_NONCES.updateShippingMethod
					),
					apply_coupon_nonce: nonces.applyCoupon,
					remove_coupon_nonce: nonces.removeCoupon,
				},
				// The shipping calculator's country and state fields.
				...addressScriptGlobals(),
				// The gateway's settings (and its wallet buttons' where they
				// show), printed on the cart page too.
				...enqueued.globals,
			},
			// The cart page's script loads the wallet buttons' code where
			// the gateway prints their settings.
			page: hasItems ? 'cart' : 'empty cart',
			scripts: enqueued.scripts,
		} )
	);
}
