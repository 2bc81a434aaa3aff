/**
 * The shipping calculator's post to the cart, as WooCommerce's
 * `WC_Shortcode_Cart::calculate_shipping` handles it: the country, state,
 * postcode and city become the customer's shipping location (and billing
 * location while the customer has no billing name, which a checkout would
 * have given; no country puts both back to the store's), a postcode in the wrong format for its country is refused,
 * and the rates follow from the new country (totals.ts). Answered as the
 * cart form's posts are: back to the cart with the notice.
 *
 * Follows: woocommerce includes/shortcodes/class-wc-shortcode-cart.php
 * calculate_shipping().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { mergeAddress } from '../includes/cart-ops';
import { COUNTRIES } from '../includes/countries';
import { verifyNonce } from '../../wordpress/nonces';
import { isPostcode } from '../includes/checkout-validation';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

const text = ( value: unknown ) =>
	typeof value === 'string' ? value.trim() : '';

export function calculateShipping( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	// WooCommerce ignores a calculator post with a bad nonce: the cart as it was.
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.shippingCalculator,
			body[ 'woocommerce-shipping-calculator-nonce' ]
		)
	) {
		redirect( ctx.res, '/cart/' );
		return;
	}
	const posted = text( body.calc_shipping_country ).toUpperCase();
	// No country ("Select a country / region…"): back to the store's.
	const country = Object.prototype.hasOwnProperty.call( COUNTRIES, posted )
		? posted
		: '';
	const postcode = text( body.calc_shipping_postcode ).toUpperCase();
	if ( postcode && ! isPostcode( postcode, country ) ) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Please enter a valid postcode / ZIP.',
		} );
		redirect( ctx.res, '/cart/' );
		return;
	}
	const location = country
		? {
				country,
				state: text( body.calc_shipping_state ),
				postcode,
				city: text( body.calc_shipping_city ),
			}
		: {
				country: ctx.state.settings.storeCountry,
				state: '',
				postcode: '',
				city: '',
			};
	const { cart } = ctx.session;
	// WooCommerce moves both back to the store's country, and the billing
	// location with a country only while the billing has no name.
	if ( ! country || ! cart.billing.first_name ) {
		cart.billing = mergeAddress( cart.billing, location );
	}
	cart.shipping = mergeAddress( cart.shipping, location );
	ctx.session.notices.push( {
		type: 'info',
		text: 'Shipping costs updated.',
	} );
	redirect( ctx.res, '/cart/' );
}
