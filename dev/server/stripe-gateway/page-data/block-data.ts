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
 */
export function blockExpressParams( ctx: Context, page: BlockPage ) {
	return walletsOn( ctx.state.settings, page )
		? expressData( ctx, {
				hasBlock: true,
				isCartPage: page === 'cart',
				isCheckoutPage: page === 'checkout',
			} )
		: null;
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
		expressData( ctx, {
			hasBlock: true,
			isCartPage: page === 'cart',
			isCheckoutPage: page === 'checkout',
		} ),
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
			...expressVerdict( ctx, page ),
			button: { customLabel: '' },
			style: [ 'height', 'borderRadius' ],
			baseLocation: { country: settings.storeCountry, state: '' },
		}
	) as Record< string, unknown >;
}
