/**
 * What the Stripe gateway adds to WooCommerce's pages: its wallet buttons'
 * area at the template hooks of the pages the store owner shows them on,
 * and on `wp_enqueue_scripts` its page data (`wc_stripe_upe_params` on the
 * classic payment pages, `wc_stripe_express_checkout_params` where the
 * buttons show, the pay-for-order params) with Stripe.js (`stripe`).
 *
 * On the classic payment pages Stripe.js is left out when the shop plays
 * it failing to load, so the page prints none of the Stripe.js double's
 * switches either, as before the gateway was reached through hooks.
 *
 * Follows: woocommerce-gateway-stripe (8.8.0)
 * includes/payment-methods/class-wc-stripe-express-checkout-element.php
 * (init(): display_express_checkout_button_html() on
 * woocommerce_after_add_to_cart_form, woocommerce_proceed_to_checkout,
 * woocommerce_checkout_before_customer_details,
 * woocommerce_pay_order_before_payment; scripts()),
 * class-wc-stripe-payment-request.php (init(): its wrapper at
 * woocommerce_after_add_to_cart_form 1, woocommerce_proceed_to_checkout 25,
 * woocommerce_checkout_before_customer_details 1), and
 * class-wc-stripe-upe-payment-gateway.php payment_scripts().
 */
import type { Context } from '../context';
import type {
	EnqueuedScripts,
	ShopPage,
} from '../woocommerce/includes/page-hooks';
import { addAction, addFilter } from '../wordpress/hooks';
import { walletArea } from './markup/wallet-area';
import { walletParams } from './page-data/wallet-params';
import { payForOrderParams } from './page-data/express-params';
import { walletsOn } from './page-data/express-wallets';
import { blockExpressParams } from './page-data/block-data';
import { stripeData } from './page-data/upe-params';
import { expressAddressChange } from './wc-ajax/express-address';
import { settleReturn } from './payments/redirect-return';
import { loginRedirectFromCookie } from './payment-request-redirect';

/**
 * A Cart or Checkout block's page: the express params where the store owner
 * shows wallets there (its block data goes through WooCommerce's settings).
 */
function blockExpress(
	ctx: Context,
	page: 'cart' | 'checkout',
	enqueued: EnqueuedScripts
): void {
	Object.assign( enqueued.globals, blockExpressParams( ctx, page ) ?? {} );
}

/** Wallet buttons' page data, where the store owner shows them. */
function enqueueScripts(
	ctx: Context,
	page: ShopPage,
	enqueued: EnqueuedScripts
): void {
	const { settings } = ctx.state;
	const classicStripe = () => {
		if ( ! settings.stripeFails ) {
			enqueued.scripts.push( 'stripe' );
		}
	};
	switch ( page.kind ) {
		case 'product':
			// payment_scripts() prints its settings on product pages too.
			enqueued.globals.wc_stripe_upe_params = stripeData( ctx, {
				kind: 'product',
			} );
			if ( walletsOn( settings, 'product' ) ) {
				Object.assign(
					enqueued.globals,
					walletParams( ctx, {
						isProductPage: true,
						product: page.product,
					} )
				);
			}
			enqueued.scripts.push( 'stripe' );
			break;
		case 'cart':
			if ( page.block ) {
				blockExpress( ctx, 'cart', enqueued );
				break;
			}
			enqueued.globals.wc_stripe_upe_params = stripeData( ctx, {
				kind: 'cart',
			} );
			// The buttons show on a cart with something in it.
			if (
				ctx.session.cart.lines.length > 0 &&
				walletsOn( settings, 'cart' )
			) {
				Object.assign(
					enqueued.globals,
					walletParams( ctx, { isCartPage: true } )
				);
			}
			enqueued.scripts.push( 'stripe' );
			break;
		case 'checkout':
			if ( page.block ) {
				blockExpress( ctx, 'checkout', enqueued );
				break;
			}
			enqueued.globals.wc_stripe_upe_params = stripeData( ctx, {
				kind: 'checkout',
			} );
			if ( walletsOn( settings, 'checkout' ) ) {
				Object.assign(
					enqueued.globals,
					walletParams( ctx, { isCheckoutPage: true } )
				);
			}
			classicStripe();
			break;
		case 'order-pay':
			enqueued.globals.wc_stripe_upe_params = stripeData( ctx, {
				kind: 'order-pay',
				order: page.order,
			} );
			Object.assign(
				enqueued.globals,
				walletParams( ctx, { isPayForOrder: true } )
			);
			if ( settings.expressCheckoutElement ) {
				enqueued.globals.wcStripeExpressCheckoutPayForOrderParams =
					payForOrderParams( page.order );
			}
			classicStripe();
			break;
		case 'add-payment-method':
			enqueued.globals.wc_stripe_upe_params = stripeData( ctx, {
				kind: 'add-payment-method',
				billingCountry: page.customer.billing.country,
			} );
			classicStripe();
			break;
		case 'change-payment':
			enqueued.globals.wc_stripe_upe_params = stripeData( ctx, {
				kind: 'change-payment',
				subscriptionId: page.subscriptionId,
				billingCountry: page.customer.billing.country,
				currentUrl: page.currentUrl,
			} );
			classicStripe();
			break;
	}
}

export function hookPages(): void {
	addAction( 'wp', ( ctx, page ) => {
		if ( page.kind === 'order-received' ) {
			settleReturn( ctx, page.order );
		}
	} );
	// A wallet sheet's address change, tidied as the gateway's own quote's.
	addFilter(
		'woocommerce_store_api_update_customer_addresses',
		( addresses, ctx ) => expressAddressChange( ctx, addresses )
	);
	addFilter( 'woocommerce_login_redirect', loginRedirectFromCookie );
	addAction( 'wp_enqueue_scripts', enqueueScripts );
	addAction(
		'woocommerce_after_add_to_cart_form',
		( ctx ) =>
			walletsOn( ctx.state.settings, 'product' )
				? walletArea( ctx.state.settings, { separator: false } )
				: '',
		1
	);
	// The Express Checkout Element's buttons before "Proceed to checkout"
	// (20), the legacy Payment Request Button's after it.
	addAction( 'woocommerce_proceed_to_checkout', ( state ) =>
		state.settings.expressCheckoutElement &&
		walletsOn( state.settings, 'cart' )
			? walletArea( state.settings, { separator: false } )
			: ''
	);
	addAction(
		'woocommerce_proceed_to_checkout',
		( state ) =>
			! state.settings.expressCheckoutElement &&
			walletsOn( state.settings, 'cart' )
				? walletArea( state.settings, { separator: false } )
				: '',
		25
	);
	addAction(
		'woocommerce_checkout_before_customer_details',
		( ctx ) =>
			walletsOn( ctx.state.settings, 'checkout' )
				? walletArea( ctx.state.settings, { separator: true } )
				: '',
		1
	);
	addAction(
		'woocommerce_pay_order_before_payment',
		// The legacy Payment Request Button prints no wrapper on pay for
		// order (WC_Stripe_Payment_Request::init(), 8.8.0).
		( ctx ) =>
			ctx.state.settings.expressCheckoutElement
				? walletArea( ctx.state.settings, { separator: true } )
				: '',
		1
	);
}
