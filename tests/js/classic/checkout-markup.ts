/**
 * A small classic checkout in WooCommerce's markup for the unit tests:
 * billing fields (address rows, validate-* classes), ship to a different
 * address with shipping fields, the review table with shipping rates and
 * the payment area with three methods and the terms box.
 */
const row = (
	name: string,
	classes: string,
	input = `<input type="text" class="input-text" name="${ name }" id="${ name }" value="">`
) =>
	`<p class="form-row ${ classes }" id="${ name }_field"><label for="${ name }">${ name }</label><span class="woocommerce-input-wrapper">${ input }</span></p>`;

export const CHECKOUT_HTML = `
<form class="checkout_coupon woocommerce-form-coupon" style="display:none"><p class="form-row"><input type="text" name="coupon_code" class="input-text" id="coupon_code"></p><button type="submit">Apply coupon</button></form>
<form name="checkout" class="checkout woocommerce-checkout" novalidate>
<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
${ row( 'billing_first_name', 'form-row-first validate-required' ) }
${ row(
	'billing_country',
	'address-field update_totals_on_change validate-required',
	'<select name="billing_country" id="billing_country" class="country_to_state"><option value="DE" selected>Germany</option><option value="US">United States</option><option value="GB">United Kingdom</option></select>'
) }
${ row( 'billing_address_1', 'address-field validate-required' ) }
${ row( 'billing_address_2', 'address-field' ) }
${ row( 'billing_city', 'address-field validate-required' ) }
${ row(
	'billing_state',
	'address-field',
	'<input type="hidden" class="hidden" name="billing_state" id="billing_state" value="" data-input-classes="">'
) }
${ row( 'billing_postcode', 'address-field validate-required' ) }
${ row( 'billing_phone', 'validate-required validate-phone' ) }
${ row( 'billing_email', 'validate-required validate-email' ) }
</div></div>
<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> Ship to a different address?</label></h3>
<div class="shipping_address" hidden><div class="woocommerce-shipping-fields__field-wrapper">
${ row(
	'shipping_country',
	'address-field update_totals_on_change validate-required',
	'<select name="shipping_country" id="shipping_country" class="country_to_state"><option value="FR" selected>France</option><option value="US">United States</option></select>'
) }
${ row( 'shipping_address_1', 'address-field validate-required' ) }
${ row( 'shipping_city', 'address-field validate-required' ) }
${ row( 'shipping_postcode', 'address-field validate-required' ) }
</div></div></div>
<div id="order_review" class="woocommerce-checkout-review-order">
<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td>Beanie</td></tr></tbody><tfoot><tr><td><ul id="shipping_method"><li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" checked><label for="shipping_method_0_flat_rate1">Flat rate</label></li><li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_free_shipping2" value="free_shipping:2" class="shipping_method"><label for="shipping_method_0_free_shipping2">Free shipping</label></li></ul></td></tr></tfoot></table>
<div id="payment" class="woocommerce-checkout-payment">
<ul class="wc_payment_methods payment_methods methods">
<li class="wc_payment_method payment_method_stripe" data-payment-method-type="card"><input id="payment_method_stripe" type="radio" class="input-radio" name="payment_method" value="stripe" checked data-order_button_text=""><label for="payment_method_stripe">Card</label><div class="payment_box payment_method_stripe"><input type="checkbox" id="wc-stripe-new-payment-method" name="wc-stripe-new-payment-method"><input type="text" id="card-note" name="card-note"></div></li>
<li class="wc_payment_method payment_method_stripe_blik" data-payment-method-type="blik"><input id="payment_method_stripe_blik" type="radio" class="input-radio" name="payment_method" value="stripe_blik" data-order_button_text="Pay with BLIK"><label for="payment_method_stripe_blik">BLIK</label><div class="payment_box payment_method_stripe_blik" style="display:none"><input type="text" id="wc-stripe-blik-code" name="wc-stripe-blik-code"></div></li>
<li class="wc_payment_method payment_method_cheque"><input id="payment_method_cheque" type="radio" class="input-radio" name="payment_method" value="cheque" data-order_button_text=""><label for="payment_method_cheque">Check payments</label><div class="payment_box payment_method_cheque" style="display:none"><p>Send a cheque.</p></div></li>
</ul>
<p class="form-row validate-required"><label><input type="checkbox" class="input-checkbox" name="terms" id="terms"> I agree</label><input type="hidden" name="terms-field" value="1"></p>
<button type="submit" id="place_order" data-value="Place order">Place order</button>
<input type="hidden" name="woocommerce-process-checkout-nonce" value="n1">
</div></div></form>`;

export function renderCheckout(): HTMLFormElement {
	// jsdom has no layout: scrolling to notices is a no-op here.
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	document.body.innerHTML = CHECKOUT_HTML;
	return document.querySelector( 'form.checkout' ) as HTMLFormElement;
}

export function fill( values: Record< string, string > ): void {
	for ( const [ id, value ] of Object.entries( values ) ) {
		( document.getElementById( id ) as HTMLInputElement ).value = value;
	}
}

export const PARAMS = {
	ajaxUrl: '/?wc-ajax=%%endpoint%%',
	checkoutUrl: '/?wc-ajax=checkout',
	orderReviewNonce: 'orn',
	applyCouponNonce: 'acn',
	removeCouponNonce: 'rcn',
	guestCheckout: true,
	isCheckout: true,
	checkoutError: 'There was an error processing your order.',
};
