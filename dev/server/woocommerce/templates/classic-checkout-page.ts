/**
 * The classic (shortcode) checkout page in WooCommerce's markup: the login
 * and coupon toggles, form.checkout with billing, shipping, account and
 * order-notes fields, the order review with the payment area, and the data
 * WooCommerce prints for its scripts (checkout, country list, address
 * locale) beside the gateway's settings. Its login form is WooCommerce's
 * (form-handler/login-form.ts): logged in, the shopper comes back here.
 *
 * Follows: woocommerce templates/checkout/form-checkout.php, form-billing.php,
 * form-shipping.php, review-order.php, payment.php.
 */
import { doAction } from '../../wordpress/hooks';
import { enqueuedScripts } from '../includes/page-hooks';
import { tokenizationFormParams } from '../includes/tokenization-form';
import type { Context } from '../../context';
import { redirect, sendHtml } from '../../http/respond';
import { classicNonces, chosenMethodFor } from '../includes/classic-session';
import { nonceFor } from '../../wordpress/nonces';
import { renderPage } from './layout';
import { CLASSIC_STYLE } from './shop-style';
import { pageNotices } from './pay-page-parts';
import { reviewTableHtml } from './fragments';
import {
	addressFieldSpecs,
	addressScriptGlobals,
	formRow,
} from './address-fields';
import { paymentMethodsHtml } from './classic-payment-list';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export const CHECKOUT_PATH = '/classic-checkout/';

/** The payment area (`.woocommerce-checkout-payment`), also an update fragment. */
export function checkoutPaymentHtml( ctx: Context ): string {
	const nonces = classicNonces( ctx );
	return `<div id="payment" class="woocommerce-checkout-payment">${ paymentMethodsHtml(
		ctx,
		'checkout',
		chosenMethodFor( ctx.session )
	) }<div class="form-row place-order">
<div class="woocommerce-terms-and-conditions-wrapper"><div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to process your order and support your experience throughout this website.</p></div>
<div class="woocommerce-terms-and-conditions" style="display:none;max-height:200px;overflow:auto;"><p>These are the terms of the Dev Shop: orders are test orders and nothing is shipped.</p></div>
<p class="form-row validate-required"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms" aria-required="true"> <span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="/terms/" class="woocommerce-terms-and-conditions-link">terms and conditions</a></span>&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="hidden" name="terms-field" value="1"></p></div>
<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>
<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${ nonces.checkout }"><input type="hidden" name="_wp_http_referer" value="/?wc-ajax=update_order_review"></div></div>`;
}

function loginForm( ctx: Context ): string {
	if ( ctx.session.customerId ) {
		return '';
	}
	return `<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Returning customer? <a href="#" class="showlogin" aria-expanded="false">Click here to login</a></div></div>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="${ CHECKOUT_PATH }" hidden>
<p>If you have shopped with us before, please enter your details below. If you are a new customer, please proceed to the Billing section.</p>
<p class="form-row form-row-first"><label for="username">Username or email&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" aria-required="true"></p>
<p class="form-row form-row-last"><label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" aria-required="true"></p>
<p class="form-row"><input type="hidden" name="woocommerce-login-nonce" value="${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.login
	) }"><input type="hidden" name="_wp_http_referer" value="${ CHECKOUT_PATH }"><input type="hidden" name="redirect" value="${ CHECKOUT_PATH }"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button></p>
</form>`;
}

const COUPON_FORM = `<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? <a href="#" class="showcoupon" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false">Click here to enter your code</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" id="woocommerce-checkout-form-coupon" style="display:none">
<p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value=""></p>
<p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></p>
</form>`;

function accountFields( ctx: Context ): string {
	if ( ctx.session.customerId ) {
		return '';
	}
	const password = formRow( {
		name: 'account_password',
		label: 'Create account password',
		type: 'password',
		required: true,
		autocomplete: 'new-password',
	} );
	return ctx.state.settings.guestCheckout
		? `<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Create an account?</span></label></p><div class="create-account" hidden>${ password }</div></div>`
		: `<div class="woocommerce-account-fields"><div class="create-account">${ password }</div></div>`;
}

function checkoutForm( ctx: Context ): string {
	const { cart } = ctx.session;
	const billingCountry =
		cart.billing.country || ctx.state.settings.storeCountry;
	const shippingCountry = cart.shipping.country || billingCountry;
	const rows = ( specs: ReturnType< typeof addressFieldSpecs > ) =>
		specs.map( formRow ).join( '\n' );
	// WooCommerce's form headings are h3s right under the page's h1; a
	// theme's hidden h2 keeps the outline in order for screen readers.
	return `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${ CHECKOUT_PATH }" enctype="multipart/form-data" novalidate>
${ doAction( 'woocommerce_checkout_before_customer_details', ctx ) }
<h2 class="screen-reader-text">Customer details</h2>
<div class="col2-set" id="customer_details"><div class="col-1">
<div class="woocommerce-billing-fields"><h3>Billing details</h3><div class="woocommerce-billing-fields__field-wrapper">
${ rows( addressFieldSpecs( 'billing', billingCountry, cart.billing ) ) }
</div></div>
${ accountFields( ctx ) }
</div><div class="col-2">
<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>Ship to a different address?</span></label></h3>
<div class="shipping_address" hidden><div class="woocommerce-shipping-fields__field-wrapper">
${ rows( addressFieldSpecs( 'shipping', shippingCountry, cart.shipping ) ) }
</div></div></div>
<div class="woocommerce-additional-fields"><h3>Additional information</h3><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery." rows="2" cols="5"></textarea></span></p></div><wc-order-attribution-inputs></wc-order-attribution-inputs></div>
</div></div>
<h3 id="order_review_heading">Your order</h3>
<div id="order_review" class="woocommerce-checkout-review-order">${ reviewTableHtml(
		ctx.state,
		ctx.session
	) }
${ checkoutPaymentHtml( ctx ) }
</div></form>`;
}

/**
 * The page; its login form's post is WooCommerce's (form-handler/login-form.ts),
 * back here when it logged the shopper in, this page with the error if not.
 */
export function classicCheckoutPage( ctx: Context ): void {
	if ( ! ctx.session.cart.lines.length ) {
		// WooCommerce sends a checkout with an empty cart to the cart page,
		// with a notice (wc_template_redirect).
		ctx.session.notices.push( {
			type: 'info',
			text: 'Checkout is not available whilst your cart is empty.',
		} );
		redirect( ctx.res, '/cart/' );
		return;
	}
	const nonces = classicNonces( ctx );
	const enqueued = enqueuedScripts( ctx, { kind: 'checkout' } );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			// The checkout's script: its storefront code, its form and
			// Stripe; it loads the wallet buttons where they show.
			page: 'classic checkout',
			title: 'Checkout',
			bodyClass: 'woocommerce-checkout woocommerce-page',
			body: `${ CLASSIC_STYLE }<div class="woocommerce">${ pageNotices(
				ctx
			) }${ loginForm( ctx ) }${ COUPON_FORM }${ checkoutForm( ctx ) }</div>`,
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
					// No gateway here draws its own Place order button.
					gateways_with_custom_place_order_button: [],
					i18n_checkout_error:
						'There was an error processing your order. Please check for any charges in your payment method and review your <a href="/my-account/">order history</a> before placing the order again.',
				},
				...addressScriptGlobals(),
				...tokenizationFormParams( ctx ),
				...enqueued.globals,
			},
			scripts: enqueued.scripts,
		} )
	);
}
