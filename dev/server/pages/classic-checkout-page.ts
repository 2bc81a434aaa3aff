/**
 * The classic (shortcode) checkout page: form.checkout with WooCommerce's
 * markup, the express buttons' place above it, and the gateway's settings.
 */
import type { Context } from '../context';
import { escapeHtml, sendHtml } from '../http/respond';
import { COUNTRIES } from '../shop/countries';
import {
	METHOD_RULES,
	gatewayIdFor,
	offeredMethods,
} from '../shop/payment-methods';
import { classicNonces } from '../routes/checkout-ajax';
import { renderPage } from './layout';
import { reviewTableHtml } from './fragments';
import { expressData, stripeData } from './page-settings';

function field(
	name: string,
	label: string,
	required = true,
	type = 'text'
): string {
	return `<p class="form-row ${ required ? 'validate-required' : '' }" id="${ name }_field"><label for="${ name }">${ escapeHtml( label ) }${ required ? ' <abbr class="required" title="required">*</abbr>' : '' }</label><span class="woocommerce-input-wrapper"><input type="${ type }" class="input-text" name="${ name }" id="${ name }"></span></p>`;
}

export function classicCheckoutPage( ctx: Context ): void {
	if ( ! ctx.session.cart.lines.length ) {
		sendHtml(
			ctx.res,
			200,
			renderPage( ctx, {
				storefront: 'wc-stripe-storefront-checkout',
				title: 'Checkout',
				body: '<p class="cart-empty woocommerce-info">Your cart is currently empty.</p>',
			} )
		);
		return;
	}
	const nonces = classicNonces( ctx );
	const countries = Object.entries( COUNTRIES )
		.map(
			( [ code, name ] ) =>
				`<option value="${ code }" ${ code === ctx.state.settings.storeCountry ? 'selected' : '' }>${ escapeHtml( name ) }</option>`
		)
		.join( '' );
	const methods = offeredMethods( ctx.state.settings )
		.filter( ( method ) => method !== 'link' )
		.map( ( method, index ) => {
			const gateway = gatewayIdFor( method );
			return `<li class="wc_payment_method payment_method_${ gateway }" data-payment-method-type="${ method }"><input id="payment_method_${ gateway }" type="radio" class="input-radio" name="payment_method" value="${ gateway }" ${ index === 0 ? 'checked' : '' }><label for="payment_method_${ gateway }">${ escapeHtml( METHOD_RULES[ method ].title ) }</label><div class="payment_box payment_method_${ gateway }" ${ index === 0 ? '' : 'style="display:none"' }><div class="wc-stripe-upe-element" data-payment-method-type="${ method }"></div></div></li>`;
		} )
		.join( '' );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			storefront: 'wc-stripe-storefront-checkout',
			title: 'Checkout',
			bodyClass: 'woocommerce-checkout',
			body: `<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? <a href="#" class="showcoupon">Click here to enter your code</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none"><p class="form-row"><input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code"></p><p class="form-row"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></p></form>
<div class="woocommerce-notices-wrapper"></div>
<div id="wc-stripe-express-checkout-element" style="margin-top:1em;clear:both;display:none"></div>
<p id="wc-stripe-express-checkout-button-separator" style="margin-top:1.5em;text-align:center;display:none">— OR —</p>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" novalidate>
<div class="col2-set" id="customer_details"><div class="woocommerce-billing-fields"><h3>Billing details</h3>
${ field( 'billing_first_name', 'First name' ) }${ field( 'billing_last_name', 'Last name' ) }${ field( 'billing_company', 'Company name', false ) }
<p class="form-row address-field update_totals_on_change validate-required" id="billing_country_field"><label for="billing_country">Country / Region</label><select name="billing_country" id="billing_country" class="country_to_state">${ countries }</select></p>
${ field( 'billing_address_1', 'Street address' ) }${ field( 'billing_address_2', 'Apartment, suite, unit, etc.', false ) }${ field( 'billing_city', 'Town / City' ) }${ field( 'billing_state', 'State / County', false ) }${ field( 'billing_postcode', 'Postcode / ZIP' ) }${ field( 'billing_phone', 'Phone', true, 'tel' ) }${ field( 'billing_email', 'Email address', true, 'email' ) }
</div><wc-order-attribution-inputs></wc-order-attribution-inputs><h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>Ship to a different address?</span></label></h3></div>
<h3 id="order_review_heading">Your order</h3><div id="order_review" class="woocommerce-checkout-review-order">${ reviewTableHtml( ctx.state, ctx.session ) }
<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${ methods }</ul>
<div class="form-row place-order"><input type="hidden" name="woocommerce-process-checkout-nonce" value="${ nonces.checkout }"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button></div></div></div>
</form>`,
			globals: {
				wc_checkout_params: {
					ajax_url: '/wp-admin/admin-ajax.php',
					wc_ajax_url: '/?wc-ajax=%%endpoint%%',
					update_order_review_nonce: nonces.orderReview,
					apply_coupon_nonce: nonces.applyCoupon,
					remove_coupon_nonce: nonces.removeCoupon,
					option_guest_checkout: ctx.state.settings.guestCheckout
						? 'yes'
						: 'no',
					checkout_url: '/?wc-ajax=checkout',
					is_checkout: '1',
					debug_mode: false,
					i18n_checkout_error:
						'Error processing checkout. Please try again.',
				},
				wc_stripe_upe_params: stripeData( ctx, { isCheckout: true } ),
				wc_stripe_express_checkout_params: expressData( ctx, {
					isCheckoutPage: true,
				} ),
			},
			scripts: [
				'stripe',
				'wc-stripe-classic-checkout',
				'wc-stripe-express-checkout',
			],
		} )
	);
}
