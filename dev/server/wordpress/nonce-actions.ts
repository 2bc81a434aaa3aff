/**
 * Every nonce action the shop's components create or check, in one place,
 * each with the real source that names it. A form prints
 * `wp_create_nonce( action )` and its handler checks the same action, so
 * both sides read the name from here.
 *
 * Follows: the nonce actions named in WordPress, WooCommerce, WooCommerce
 * Subscriptions and the Stripe gateway (each line names its file).
 */

/** WordPress core. */
export const WORDPRESS_NONCES = {
	/** wp-includes/rest-api.php `rest_cookie_check_errors()`: X-WP-Nonce. */
	rest: 'wp_rest',
} as const;

/** WooCommerce core (plugins/woocommerce, 9.x). */
export const WOOCOMMERCE_NONCES = {
	/** src/StoreApi/Routes/V1/AbstractCartRoute.php: the `Nonce` header. */
	storeApi: 'wc_store_api',
	/** templates/checkout/form-checkout.php via `woocommerce_checkout_nonce`. */
	processCheckout: 'woocommerce-process_checkout',
	/** class-wc-frontend-scripts.php `wc_checkout_params`. */
	updateOrderReview: 'update-order-review',
	applyCoupon: 'apply-coupon',
	removeCoupon: 'remove-coupon',
	/** class-wc-frontend-scripts.php `wc_cart_params`. */
	updateShippingMethod: 'update-shipping-method',
	/** templates/cart/cart.php, class-wc-form-handler.php `update_cart_action()`. */
	cart: 'woocommerce-cart',
	/** templates/cart/shipping-calculator.php. */
	shippingCalculator: 'woocommerce-shipping-calculator',
	/** templates/global/form-login.php, templates/myaccount/form-login.php. */
	login: 'woocommerce-login',
	/** templates/myaccount/form-login.php (registration). */
	register: 'woocommerce-register',
	/** wc_logout_url(): `customer-logout`. */
	logout: 'customer-logout',
	/** templates/myaccount/form-edit-address.php. */
	editAddress: 'woocommerce-edit_address',
	/** templates/myaccount/form-edit-account.php. */
	saveAccountDetails: 'save_account_details',
	/** templates/checkout/form-pay.php. */
	pay: 'woocommerce-pay',
	/** templates/myaccount/form-add-payment-method.php. */
	addPaymentMethod: 'woocommerce-add-payment-method',
	/** wc_get_account_orders_actions(): the cancel link. */
	cancelOrder: 'woocommerce-cancel_order',
	/** templates/checkout/form-verify-email.php (order received). */
	verifyEmail: 'wc_verify_email',
} as const;

/**
 * A saved method's Delete and Make default links
 * (class-wc-form-handler.php: `delete-payment-method-{id}`,
 * `set-default-payment-method-{id}`).
 */
export function paymentMethodLinkNonce(
	action: 'delete' | 'set-default',
	tokenId: number
): string {
	return `${ action }-payment-method-${ tokenId }`;
}

/** WooCommerce Subscriptions: templates/checkout/form-change-payment-method.php. */
export const SUBSCRIPTIONS_NONCES = {
	changePaymentMethod: 'wcs_change_payment_method',
} as const;

/**
 * The Stripe gateway's nonces printed into its page data under these keys
 * (8.8.0 includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * `javascript_params()`), and checked by its wc-ajax actions
 * (includes/class-wc-stripe-intent-controller.php `check_ajax_referer`).
 */
export const STRIPE_GATEWAY_NONCES = {
	createPaymentIntentNonce: 'wc_stripe_create_payment_intent_nonce',
	updatePaymentIntentNonce: 'wc_stripe_update_payment_intent_nonce',
	createSetupIntentNonce: 'wc_stripe_create_setup_intent_nonce',
	createAndConfirmSetupIntentNonce:
		'wc_stripe_create_and_confirm_setup_intent_nonce',
	updateFailedOrderNonce: 'wc_stripe_update_failed_order_nonce',
	saveAppearanceNonce: 'wc_stripe_save_appearance_nonce',
} as const;

/**
 * The nonce of the gateway's `#wc-stripe-confirm-…` and wallet hashes, which
 * `wc_stripe_update_order_status` and `wc_stripe_confirm_change_payment`
 * check (class-wc-stripe-upe-payment-gateway.php, 8.8.0).
 */
export const STRIPE_ORDER_STATUS_NONCE = 'wc_stripe_update_order_status_nonce';

/**
 * The nonce of the return address the gateway prints for pay for order
 * (`orderReturnURL`'s `_wpnonce`, class-wc-stripe-upe-payment-gateway.php
 * javascript_params(), 8.8.0).
 */
export const STRIPE_REDIRECT_ORDER_NONCE =
	'wc_stripe_process_redirect_order_nonce';

/**
 * The express checkout's nonces under the keys of its `nonce` object
 * (8.8.0 includes/payment-methods/class-wc-stripe-express-checkout-element.php
 * `javascript_params()`; the Store API pair from 9.x's same function).
 */
export const STRIPE_EXPRESS_NONCES = {
	payment: 'wc-stripe-express-checkout',
	shipping: 'wc-stripe-express-checkout-shipping',
	normalize_address: 'wc-stripe-express-checkout-normalize-address',
	get_cart_details: 'wc-stripe-get-cart-details',
	update_shipping: 'wc-stripe-update-shipping-method',
	checkout: WOOCOMMERCE_NONCES.processCheckout,
	add_to_cart: 'wc-stripe-add-to-cart',
	get_selected_product_data: 'wc-stripe-get-selected-product-data',
	log_errors: 'wc-stripe-log-errors',
	clear_cart: 'wc-stripe-clear-cart',
	pay_for_order: 'wc-stripe-pay-for-order',
	wc_store_api: WOOCOMMERCE_NONCES.storeApi,
	wc_store_api_express_checkout: 'wc_store_api_express_checkout',
} as const;

/**
 * The legacy Payment Request Button's nonces under the keys of its `nonce`
 * object (8.8.0 includes/payment-methods/class-wc-stripe-payment-request.php
 * `javascript_params()`), which its wc-ajax actions check: the same keys
 * as the express checkout's where both have one, some of them other
 * actions (`payment`, `shipping`).
 */
export const PAYMENT_REQUEST_NONCES = {
	payment: 'wc-stripe-payment-request',
	shipping: 'wc-stripe-payment-request-shipping',
	update_shipping: 'wc-stripe-update-shipping-method',
	checkout: WOOCOMMERCE_NONCES.processCheckout,
	add_to_cart: 'wc-stripe-add-to-cart',
	get_selected_product_data: 'wc-stripe-get-selected-product-data',
	log_errors: 'wc-stripe-log-errors',
	clear_cart: 'wc-stripe-clear-cart',
} as const;

/**
 * The legacy button's login detour (get_login_confirmation_settings(),
 * handle_payment_request_redirect(), 8.8.0).
 */
export const PAYMENT_REQUEST_REDIRECT_NONCE = 'wc-stripe-set-redirect-url';
