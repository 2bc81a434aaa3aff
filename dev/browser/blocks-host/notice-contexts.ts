/** WooCommerce's notice contexts, as payment methods receive them. */
export const NOTICE_CONTEXTS = {
	CART: 'wc/cart',
	CHECKOUT: 'wc/checkout',
	PAYMENTS: 'wc/checkout/payments',
	EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
	CONTACT_INFORMATION: 'wc/checkout/contact-information',
	SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
	BILLING_ADDRESS: 'wc/checkout/billing-address',
	SHIPPING_METHODS: 'wc/checkout/shipping-methods',
	CHECKOUT_ACTIONS: 'wc/checkout/checkout-actions',
	ORDER_INFORMATION: 'wc/checkout/order-information',
} as const;

/**
 * WooCommerce's `getNoticeContexts()`: its own contexts, and only those. A
 * notices area shows the sub-contexts of its context that have no area of
 * their own, but only among these (a payment method's own context, such as
 * `wc/checkout/payments/my-method`, shows nowhere).
 */
export const getNoticeContexts = (): string[] =>
	Object.values( NOTICE_CONTEXTS );

/** Where @wordpress/notices puts a notice created without a context. */
export const DEFAULT_CONTEXT = 'global';

export const DEFAULT_ERROR_MESSAGE =
	'Something went wrong. Please contact us to get assistance.';
