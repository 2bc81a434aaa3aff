/**
 * The block checkout's `stripe_data` (WooCommerce prints it under
 * `wcSettings.paymentMethodData.stripe`): the gateway's params, the express
 * checkout's params and the block extras, merged as PHP's
 * array_replace_recursive() merges them. There is no separate
 * `stripe_express_checkout_data`.
 *
 * Follows: woocommerce-gateway-stripe includes/class-wc-stripe-blocks-support.php
 * get_payment_method_data() (the 10.9 development tree; 8.8.0 merges the
 * same three parts, with the payment request params when its ECE flag is off,
 * and prints no `shouldShowExpressCheckoutButton`).
 */
import type { Context } from '../../context';
import { stripeData } from './upe-params';
import { expressData } from './express-params';
import { walletsOn } from './express-wallets';
import { paymentRequestParams } from './payment-request-params';

/** The block page the data is printed on. */
export type BlockPage = 'cart' | 'checkout';

type Value = unknown;

const isMap = ( value: Value ): value is Record< string, Value > =>
	!! value && typeof value === 'object';

/**
 * PHP's array_replace_recursive(): a key in a later array replaces the
 * earlier value, except where both are arrays (objects or lists in JSON),
 * which merge key by key (lists index by index).
 */
export function arrayReplaceRecursive( ...arrays: Value[] ): Value {
	return arrays.reduce( ( merged, next ) => {
		if ( ! isMap( merged ) || ! isMap( next ) ) {
			return next;
		}
		const out: Record< string, Value > = Array.isArray( merged )
			? Object.fromEntries( merged.entries() )
			: { ...merged };
		for ( const [ key, value ] of Object.entries( next ) ) {
			out[ key ] =
				key in out ? arrayReplaceRecursive( out[ key ], value ) : value;
		}
		// PHP arrays with keys 0…n-1 are printed as JSON lists.
		const keys = Object.keys( out );
		return Array.isArray( merged ) &&
			keys.every( ( key, index ) => key === String( index ) )
			? keys.map( ( key ) => out[ key ] )
			: out;
	} );
}

/**
 * The express params on a block page, where the gateway prints them: only
 * where its `should_show_express_checkout_button()` passes, as `is_cart()`
 * (the Cart block's page is the cart page) or `is_checkout()` decide
 * (class-wc-stripe-express-checkout-element.php scripts(), 8.8.0 and 10.x).
 * With the element off, the legacy Payment Request Button's instead: its
 * scripts() counts the block pages as cart and checkout pages too
 * (is_page_supported(), has_cart_or_checkout_on_current_page()), so the
 * real store prints `wc_stripe_payment_request_params` on both (seen with
 * `store_express=legacy`, docs/development-shop.md).
 */
export function blockExpressParams(
	ctx: Context,
	page: BlockPage
): Record< string, unknown > | null {
	if ( ! walletsOn( ctx.state.settings, page ) ) {
		return null;
	}
	return ctx.state.settings.expressCheckoutElement
		? {
				wc_stripe_express_checkout_params: expressData( ctx, {
					hasBlock: true,
					isCartPage: page === 'cart',
					isCheckoutPage: page === 'checkout',
				} ),
			}
		: { wc_stripe_payment_request_params: paymentRequestParams( ctx ) };
}

/**
 * The wallet part of `stripe_data`: the express params, or with the element
 * off the legacy ones as PHP holds them before wp_localize_script() makes
 * strings of them (`login_confirmation`, `is_product_page` and `product`
 * false), and the blocks support's own `shouldShowPaymentRequestButton`
 * (class-wc-stripe-blocks-support.php get_payment_method_data(), 8.8.0).
 */
function blockWalletData( ctx: Context, page: BlockPage ) {
	if ( ctx.state.settings.expressCheckoutElement ) {
		return expressData( ctx, {
			hasBlock: true,
			isCartPage: page === 'cart',
			isCheckoutPage: page === 'checkout',
		} );
	}
	const legacy = paymentRequestParams( ctx );
	return {
		...legacy,
		login_confirmation: legacy.login_confirmation || false,
		is_product_page: false,
		product: false,
	};
}

/**
 * `shouldShowExpressCheckoutButton`: the helper's verdict for this page
 * (10.x; 8.8.0 prints no such key, the `expressFlagPrinted` dev setting).
 */
function expressVerdict( ctx: Context, page: BlockPage ) {
	return ctx.state.settings.expressFlagPrinted
		? {
				shouldShowExpressCheckoutButton: walletsOn(
					ctx.state.settings,
					page
				),
			}
		: {};
}

export function blockStripeData( ctx: Context, page: BlockPage ) {
	const { settings } = ctx.state;
	return arrayReplaceRecursive(
		stripeData( ctx, { kind: 'block-checkout' } ),
		blockWalletData( ctx, page ),
		{
			icons: {
				visa: { src: '/assets/images/visa.svg', alt: 'Visa' },
				amex: {
					src: '/assets/images/amex.svg',
					alt: 'American Express',
				},
				mastercard: {
					src: '/assets/images/mastercard.svg',
					alt: 'Mastercard',
				},
			},
			plugin_url: '/wp-content/plugins/woocommerce-gateway-stripe',
			supports: [ 'products', 'refunds', 'tokenization' ],
			showSavedCards: true,
			showSaveOption: true,
			isAdmin: false,
			// Printed in either configuration (8.8.0); the location and the
			// wallets switch decide it here.
			shouldShowPaymentRequestButton: walletsOn( settings, page ),
			...expressVerdict( ctx, page ),
			button: { customLabel: '' },
			style: [ 'height', 'borderRadius' ],
			baseLocation: { country: settings.storeCountry, state: '' },
		}
	) as Record< string, unknown >;
}
