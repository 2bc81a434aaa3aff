/**
 * Which of our scripts each kind of page loads, as the plugin's PHP would
 * enqueue them (the development shop enqueues the same). The first is the
 * page's storefront script: every page loads exactly one, and it carries
 * the shared libraries of its page (shared-libraries.js, planHosting).
 * Any other page (an empty cart, order received) loads `storefront` alone. The build plans its
 * shared libraries from this: code two scripts of one page both use ships
 * once, and no page loads shared code only other pages need. A page that
 * loads another mix of scripts needs its entry here; the page tests fail
 * otherwise (a module would ship twice).
 */
module.exports.PAGES = {
	// Pages with no behaviours of their own and no mini cart: order
	// received, the empty cart. Listed so the generic script carries what
	// it uses instead of depending on the payment pages' libraries.
	other: [ 'storefront' ],
	// Shop, category and other browsing pages: the mini cart is shown.
	shop: [ 'storefront-browsing' ],
	account: [ 'storefront-account' ],
	// Product and cart pages with wallet buttons: one script carries both
	// (see webpack.config.js); without wallets, the storefront script alone.
	product: [ 'storefront-product-wallets' ],
	'variable-product': [ 'storefront-variable-product-wallets' ],
	'product-without-wallets': [ 'storefront-product' ],
	'variable-product-without-wallets': [ 'storefront-variable-product' ],
	// WooCommerce hides the mini cart on the cart and checkout pages.
	cart: [ 'storefront-cart-wallets' ],
	'cart-without-wallets': [ 'storefront-cart' ],
	'block-checkout': [ 'storefront-block-checkout', 'blocks-checkout' ],
	// The classic checkout: one script carries the storefront code, the
	// checkout form and Stripe, and the wallet buttons where they show.
	'classic-checkout': [ 'storefront-checkout-wallets' ],
	'classic-checkout-without-wallets': [ 'storefront-checkout-payments' ],
	'pay-for-order': [
		'storefront-order-pay',
		'classic-payment-pages',
		'express-order-pay',
	],
	'add-payment-method': [
		'storefront-add-payment-method',
		'classic-payment-pages',
	],
	// A subscription's change of payment method (no wallet buttons there).
	'change-payment-method': [
		'storefront-order-pay',
		'classic-payment-pages',
	],
};
