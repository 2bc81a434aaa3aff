/**
 * The cart totals' shipping cell as WooCommerce's cart/cart-shipping.php
 * prints it on the cart page: the rates, then where they ship to ("Shipping
 * to …", or what to do without rates), then cart/shipping-calculator.php: a
 * link that unfolds a form posting country, state, city and postcode to the
 * cart (form-handler/calculate-shipping.ts answers it). The state field is a list,
 * a hidden input or a text input by country, as the checkout's is.
 *
 * Follows: woocommerce templates/cart/cart-shipping.php,
 * shipping-calculator.php.
 */
import { escapeHtml } from '../../http/respond';
import { COUNTRIES, COUNTRY_STATES } from '../includes/countries';
import {
	formatDestination,
	hasShippingAddress,
	shippingDestination,
	type Destination,
} from '../includes/shipping-destination';
import { nonceFor } from '../../wordpress/nonces';
import type { ShopState } from '../../dev-shop/state';
import type { Session } from '../includes/types';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

const option = ( value: string, label: string, chosen: string ) =>
	`<option value="${ escapeHtml( value ) }"${
		value === chosen ? ' selected' : ''
	}>${ escapeHtml( label ) }</option>`;

const textRow = ( key: 'city' | 'postcode', label: string, value: string ) =>
	`<p class="form-row form-row-wide" id="calc_shipping_${ key }_field"><label for="calc_shipping_${ key }" class="screen-reader-text">${ label }:</label><input type="text" class="input-text" value="${ escapeHtml(
		value
	) }" placeholder="${ label }" name="calc_shipping_${ key }" id="calc_shipping_${ key }"></p>`;

/**
 * WooCommerce prints no label beside a hidden state input; ours has one, so
 * the list or text input the country switch makes of it is named too.
 */
function stateRow( destination: Destination ): string {
	const states = Object.prototype.hasOwnProperty.call(
		COUNTRY_STATES,
		destination.country
	)
		? COUNTRY_STATES[ destination.country ]
		: undefined;
	const label =
		'<label for="calc_shipping_state" class="screen-reader-text">State / County:</label>';
	const names = 'name="calc_shipping_state" id="calc_shipping_state"';
	let field = `${ label }<input type="text" class="input-text" value="${ escapeHtml(
		destination.state
	) }" placeholder="State / County" ${ names }>`;
	if ( states && Object.keys( states ).length ) {
		field = `<span>${ label }<select ${ names } class="state_select" data-placeholder="State / County">${ option(
			'',
			'Select an option…',
			destination.state
		) }${ Object.entries( states )
			.map( ( [ code, name ] ) =>
				option( code, name, destination.state )
			)
			.join( '' ) }</select></span>`;
	} else if ( states ) {
		field = `${ label }<input type="hidden" ${ names } placeholder="State / County">`;
	}
	return `<p class="form-row form-row-wide" id="calc_shipping_state_field"${
		states && ! Object.keys( states ).length ? ' hidden' : ''
	}>${ field }</p>`;
}

function calculatorHtml(
	state: ShopState,
	session: Session,
	destination: Destination,
	buttonText: string
): string {
	const countries = Object.entries( COUNTRIES )
		.map( ( [ code, name ] ) => option( code, name, destination.country ) )
		.join( '' );
	return `<form class="woocommerce-shipping-calculator" action="/cart/" method="post"><a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">${ buttonText }</a><section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;"><p class="form-row form-row-wide" id="calc_shipping_country_field"><label for="calc_shipping_country" class="screen-reader-text">Country / region:</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state"><option value="default">Select a country / region…</option>${ countries }</select></p>${ stateRow(
		destination
	) }${ textRow( 'city', 'City', destination.city ) }${ textRow(
		'postcode',
		'Postcode / ZIP',
		destination.postcode
	) }<p><button type="submit" name="calc_shipping" value="1" class="button">Update</button></p><input type="hidden" id="woocommerce-shipping-calculator-nonce" name="woocommerce-shipping-calculator-nonce" value="${ nonceFor(
		state,
		session,
		WOOCOMMERCE_NONCES.shippingCalculator
	) }"><input type="hidden" name="_wp_http_referer" value="/cart/"></section></form>`;
}

/** The shipping cell's content after the rates list (`ratesHtml`, '' for none). */
export function cartShippingHtml(
	state: ShopState,
	session: Session,
	ratesHtml: string
): string {
	const { storeCountry } = state.settings;
	const destination = shippingDestination( session.cart, storeCountry );
	const place = escapeHtml( formatDestination( destination, storeCountry ) );
	let text = 'Enter your address to view shipping options.';
	let button = 'Calculate shipping';
	if ( ratesHtml ) {
		text = `<p class="woocommerce-shipping-destination">${
			place
				? `Shipping to <strong>${ place }</strong>. `
				: 'Shipping options will be updated during checkout.'
		}</p>`;
		button = place ? 'Change address' : 'Calculate shipping';
	} else if ( place && hasShippingAddress( session.cart ) ) {
		text = `No shipping options were found for <strong>${ place }</strong>. `;
		button = 'Enter a different address';
	}
	return `${ ratesHtml }${ text }${ calculatorHtml(
		state,
		session,
		destination,
		button
	) }`;
}
