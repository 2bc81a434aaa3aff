/**
 * The real store's payment pages the bench measures (docs/real-store.md), each
 * under the theme it belongs to: the block pages (Cart and Checkout blocks)
 * and the product page under Twenty Twenty-Five, the block theme WordPress
 * 6.8 installs; the shortcode pages (classic cart and checkout, pay for
 * order, add payment method) under Twenty Twenty-One, the classic theme.
 * The store's switches choose them per visitor (cookies `store_theme` and
 * `store_pages`, docs/real-store.md).
 *
 * Every guest page starts with a Beanie in the cart. Pay for order is a
 * Beanie's order for Paula Payer, who has no saved card (so the card fields
 * show at once); add payment method is Tess Tester's, who has two. Each page says whether it
 * shows wallet buttons and card fields, and what a shopper does on it (the
 * interactions the bench times, scripts/bench-store/interaction.js).
 */
const { phpStep } = require( '../store/php' );

const BLOCK_THEME = 'twentytwentyfive';
const CLASSIC_THEME = 'twentytwentyone';
/** Who logs in: Tess, with two saved cards; Paula, with none. */
const CUSTOMERS = {
	tess: { log: 'test@example.com', pwd: 'password' },
	paula: { log: 'payer@example.com', pwd: 'password' },
};

const STORE_PAGES = [
	{
		name: 'product',
		theme: BLOCK_THEME,
		pages: 'block',
		open: '/product/beanie/',
		wallet: true,
		card: false,
	},
	{
		name: 'classic cart',
		theme: CLASSIC_THEME,
		pages: 'classic',
		open: '/classic-cart/',
		wallet: true,
		card: false,
	},
	{
		name: 'Cart block',
		theme: BLOCK_THEME,
		pages: 'block',
		open: '/cart/',
		wallet: true,
		card: false,
	},
	{
		name: 'classic checkout',
		theme: CLASSIC_THEME,
		pages: 'classic',
		open: '/classic-checkout/',
		wallet: true,
		card: true,
		email: '#billing_email',
	},
	{
		name: 'block checkout',
		theme: BLOCK_THEME,
		pages: 'block',
		open: '/checkout/',
		wallet: true,
		card: true,
		email: '#email',
	},
	{
		name: 'pay for order',
		theme: CLASSIC_THEME,
		pages: 'classic',
		open: 'pay-for-order',
		login: 'paula',
		// The gateway 8.8.0 shows no express checkout here: the shopper's
		// cart is empty, so it ships nothing, and with tax based on the
		// shipping address its should_show_express_checkout_button() says
		// no (class-wc-stripe-express-checkout-helper.php).
		wallet: false,
		card: true,
	},
	{
		name: 'add payment method',
		theme: CLASSIC_THEME,
		pages: 'classic',
		open: '/my-account/add-payment-method/',
		login: 'tess',
		wallet: false,
		card: true,
	},
];

/**
 * What this browser "has" for the Stripe.js double's wallet buttons, before
 * the double's script reads it (the development shop prints the same
 * global, dev/server/dev-shop/stripe-double-switches.ts). A global the
 * double's own script sets first is left as it is.
 */
function browserWallets() {
	window.__devShopStripeDouble = window.__devShopStripeDouble || {
		availableWallets: [ 'googlePay', 'applePay', 'link', 'amazonPay' ],
	};
}

/** The Beanie's product id, read from WooCommerce's Store API. */
async function beanieId( request, origin ) {
	const answer = await request.get(
		`${ origin }/wp-json/wc/store/v1/products?slug=beanie`
	);
	const [ product ] = await answer.json();
	return product.id;
}

/** Runs a store PHP step without its progress line on the bench's output. */
function quietPhpStep( script, args = [] ) {
	const say = console.log;
	console.log = () => {};
	try {
		return phpStep( script, args );
	} finally {
		console.log = say;
	}
}

/** An order of Paula Payer's awaiting payment (a new one each call). */
function pendingOrder() {
	const output = quietPhpStep( 'pending-order.php' );
	return JSON.parse(
		output.split( '\n' ).find( ( line ) => line[ 0 ] === '{' )
	);
}

/**
 * Readies a fresh browser context for a page and returns the page's
 * address: the visitor's theme and pages, the customer logged in (wp-login.php) or
 * a Beanie in the guest's cart (WooCommerce's `?add-to-cart=`).
 *
 * @param {Object} context A Playwright browser context.
 * @param {string} origin  The store's address.
 * @param {Object} target  A row of STORE_PAGES.
 * @param {Object} shared  What the run keeps: { productId, order }.
 */
async function openStorePage( context, origin, target, shared ) {
	await context.addCookies( [
		{ name: 'store_theme', value: target.theme, url: origin },
		{ name: 'store_pages', value: target.pages, url: origin },
	] );
	if ( target.open === 'pay-for-order' ) {
		// Makes Paula on first use, so before she logs in.
		shared.order = shared.order || pendingOrder();
	}
	if ( target.login ) {
		const answer = await context.request.post( `${ origin }/wp-login.php`, {
			form: CUSTOMERS[ target.login ],
			maxRedirects: 0,
		} );
		if ( answer.status() !== 302 ) {
			throw new Error( `Logging in answered ${ answer.status() }` );
		}
	} else {
		shared.productId =
			shared.productId || ( await beanieId( context.request, origin ) );
		await context.request.get(
			`${ origin }/?add-to-cart=${ shared.productId }`,
			{ maxRedirects: 0 }
		);
	}
	if ( target.open !== 'pay-for-order' ) {
		return origin + target.open;
	}
	const checkout =
		target.pages === 'classic' ? 'classic-checkout' : 'checkout';
	return `${ origin }/${ checkout }/order-pay/${ shared.order.id }/?pay_for_order=true&key=${ shared.order.key }`;
}

module.exports = {
	STORE_PAGES,
	browserWallets,
	openStorePage,
	pendingOrder,
	quietPhpStep,
};
