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

/** Where @wordpress/notices puts a notice created without a context. */
export const DEFAULT_CONTEXT = 'global';

export const DEFAULT_ERROR_MESSAGE =
	'Something went wrong. Please contact us to get assistance.';
