/**
 * The gateway's legacy Payment Request Button params
 * (`wc_stripe_payment_request_params`), printed instead of the express
 * checkout's when the store runs the gateway 8.8.0 on its default settings,
 * its Express Checkout Element off (the shop's `expressCheckoutElement:
 * false`): the publishable key as `stripe.key`, Apple Pay and Google Pay
 * behind one switch, the legacy actions' nonces, the button, and on a
 * product page its product, its lines in the legacy `{ label, amount }`
 * form with tax and shipping pending. wp_localize_script() prints the
 * top-level scalars as strings: `is_product_page` '1' or '',
 * `login_confirmation` and, off a product page, `product` ''.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php
 * javascript_params(), get_product_data(), get_button_settings() (its
 * UPE-preview branch), get_login_confirmation_settings(); WordPress 6.8.3
 * WP_Scripts::localize().
 */
import type { Context } from '../../context';
import { stripeLocale } from '../stripe-locale';
import { storeCurrency } from '../../woocommerce/includes/currency';
import type { Product } from '../../woocommerce/includes/catalogue';
import { cartTotals } from '../../woocommerce/includes/totals';
import { nonceFor } from '../../wordpress/nonces';
import {
	PAYMENT_REQUEST_NONCES,
	PAYMENT_REQUEST_REDIRECT_NONCE as REDIRECT_NONCE,
} from '../../wordpress/nonce-actions';
import { expressProductData } from './express-params';
import { BUTTON_HEIGHT } from './express-wallets';
import { PENDING_SHIPPING_OPTION } from '../wc-ajax/selected-product';

/** get_product_data(): the product as the legacy sheet starts with it. */
function productData( ctx: Context, product: Product ) {
	const data = expressProductData( ctx, product );
	const ships = data.requestShipping;
	// The legacy class leaves the tax pending: the total is the price.
	const price = data.displayItems[ 0 ].amount;
	return {
		...( ships ? { shippingOptions: PENDING_SHIPPING_OPTION } : {} ),
		displayItems: [
			{ label: product.name, amount: price },
			{ label: 'Tax', amount: 0, pending: true },
			...( ships
				? [ { label: 'Shipping', amount: 0, pending: true } ]
				: [] ),
		],
		total: { label: data.total.label, amount: price },
		requestShipping: ships,
		currency: data.currency,
		country_code: data.country_code,
		// `! empty( $variation_id ) ? … : true`: a variable product with no
		// variation chosen in the address (none here) counts as valid.
		validVariationSelected: true,
	};
}

/** rawurlencode(): RFC 3986, so `!*'()` too. */
const rawUrlEncode = ( value: string ) =>
	encodeURIComponent( value ).replace(
		/[!'()*]/g,
		( char ) => `%${ char.charCodeAt( 0 ).toString( 16 ).toUpperCase() }`
	);

/**
 * get_login_confirmation_settings(): with guest checkout off, a guest is
 * asked to log in, sent home with the page to come back to (a nonce'd
 * `wc_stripe_payment_request_redirect_url`, which
 * handle_payment_request_redirect() turns into a cookie and My account;
 * payment-request-redirect.ts).
 */
function loginConfirmation( ctx: Context ) {
	if ( ! ctx.state.settings.loginRequired || ctx.session.customerId ) {
		return '';
	}
	const here = `${ ctx.origin }${ ctx.url.pathname }${ ctx.url.search }`;
	const nonce = nonceFor( ctx.state, ctx.session, REDIRECT_NONCE );
	return {
		message:
			'To complete your transaction with **the selected payment method**, you must log in or create an account with our site.',
		// add_query_arg() on home_url(), which has no slash.
		redirect_url: `${ ctx.origin }?_wpnonce=${ nonce }&wc_stripe_payment_request_redirect_url=${ rawUrlEncode(
			here
		) }`,
	};
}

export function paymentRequestParams(
	ctx: Context,
	page: { isProductPage?: boolean; product?: Product } = {}
) {
	const { settings } = ctx.state;
	const currency = storeCurrency( settings );
	const nonces = Object.fromEntries(
		Object.entries( PAYMENT_REQUEST_NONCES ).map( ( [ key, action ] ) => [
			key,
			nonceFor( ctx.state, ctx.session, action ),
		] )
	);
	return {
		ajax_url: '/?wc-ajax=%%endpoint%%',
		stripe: {
			key: 'pk_test_devshop',
			allow_prepaid_card: 'yes',
			locale: stripeLocale( settings.locale ),
			is_link_enabled: true,
			is_payment_request_enabled: true,
		},
		nonce: nonces,
		i18n: {
			no_prepaid_card:
				"Sorry, we're not accepting prepaid cards at this time.",
			unknown_shipping: 'Unknown shipping option "[option]".',
		},
		checkout: {
			url: `${ ctx.origin }/checkout/`,
			currency_code: currency.code.toLowerCase(),
			country_code: settings.storeCountry,
			needs_shipping: cartTotals( ctx.session.cart, settings )
				.needsShipping
				? 'yes'
				: 'no',
			// `'required' === get_option( 'woocommerce_checkout_phone_field',
			// 'required' )`: the shop's classic checkout requires the phone.
			needs_payer_phone: true,
		},
		button: {
			type: 'default',
			theme: 'dark',
			height: String( BUTTON_HEIGHT ),
			locale: settings.locale.slice( 0, 2 ),
			branded_type: 'short',
			css_selector: '',
			label: '',
			is_custom: false,
			is_branded: false,
		},
		login_confirmation: loginConfirmation( ctx ),
		is_product_page: page.isProductPage ? '1' : '',
		product: page.product ? productData( ctx, page.product ) : '',
	};
}
