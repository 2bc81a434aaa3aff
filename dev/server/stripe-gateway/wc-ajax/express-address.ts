/**
 * The gateway's express address rules, shared by its wc-ajax actions and
 * the Store API calls of a wallet sheet: state names become the shop's
 * codes, postcodes a wallet redacts are padded so the shipping zone still
 * matches, and a shipping quote needs a usable address.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-express-checkout-helper.php
 * normalize_state(), normalize_postcode() (8.8.0).
 */
import type { Context } from '../../context';
import { COUNTRY_STATES } from '../../woocommerce/includes/countries';
import { verifyNonce } from '../../wordpress/nonces';
import { STRIPE_EXPRESS_NONCES } from '../../wordpress/nonce-actions';

/** Countries whose addresses have no postcode. */
const NO_POSTCODE_COUNTRIES = [ 'AQ', 'AE', 'HK' ];

/**
 * A state the wallet gives by name ('New York') becomes the shop's code
 * ('NY'); a country without states keeps none.
 */
export function stateCode( country: string, state: string ): string {
	const states = COUNTRY_STATES[ country ];
	if ( ! states || ! Object.keys( states ).length ) {
		return '';
	}
	if ( states[ state.toUpperCase() ] ) {
		return state.toUpperCase();
	}
	const byName = Object.entries( states ).find(
		( [ , name ] ) => name.toLowerCase() === state.toLowerCase()
	);
	return byName ? byName[ 0 ] : state;
}

export function normalizeAddress( raw: unknown ): Record< string, unknown > {
	if ( ! raw || typeof raw !== 'object' ) {
		return {};
	}
	const address = { ...( raw as Record< string, unknown > ) };
	const country = String( address.country || '' ).toUpperCase();
	address.country = country;
	address.state = stateCode( country, String( address.state || '' ) );
	return address;
}

/**
 * Apple Pay shows the shop only the first part of some postcodes until the
 * shopper pays; the gateway pads them so the shipping zone still matches.
 */
export function padRedactedPostcode(
	country: string,
	postcode: string
): string {
	const trimmed = postcode.trim();
	if ( country === 'GB' && trimmed && trimmed.length < 5 ) {
		return `${ trimmed } ***`;
	}
	if ( country === 'CA' && trimmed && trimmed.length < 6 ) {
		return trimmed.padEnd( 6, '*' );
	}
	return trimmed;
}

/**
 * The address a shipping quote needs: a country, a postcode where the
 * country uses one, and a state only where the country has states.
 */
export function quoteAddress( body: Record< string, unknown > ) {
	const country = String( body.country || '' ).toUpperCase();
	const state = stateCode( country, String( body.state || '' ) );
	const postcode = padRedactedPostcode(
		country,
		String( body.postcode || '' )
	);
	const hasStates = Object.keys( COUNTRY_STATES[ country ] || {} ).length;
	if (
		! country ||
		( ! postcode && ! NO_POSTCODE_COUNTRIES.includes( country ) ) ||
		( hasStates && ! state )
	) {
		return null;
	}
	return {
		first_name: String( body.first_name || '' ),
		last_name: String( body.last_name || '' ),
		country,
		state,
		postcode,
		city: String( body.city || '' ),
		address_1: String( body.address || '' ),
		address_2: String( body.address_2 || '' ),
	};
}

/**
 * The Store API's address change (`cart/update-customer`) from a wallet
 * sheet: with the gateway's express headers (`X-WCSTRIPE-EXPRESS-CHECKOUT`
 * and its nonce) the gateway tidies the addresses first, as it does for its
 * own shipping quote; any other request's addresses pass as sent.
 */
export function expressAddressChange(
	ctx: Context,
	addresses: { billing_address?: unknown; shipping_address?: unknown }
): {
	billing_address?: unknown;
	shipping_address?: unknown;
} {
	const { req } = ctx;
	const express =
		req.headers[ 'x-wcstripe-express-checkout' ] === 'true' &&
		verifyNonce(
			ctx.state,
			ctx.session,
			STRIPE_EXPRESS_NONCES.wc_store_api_express_checkout,
			req.headers[ 'x-wcstripe-express-checkout-nonce' ]
		);
	if ( ! express ) {
		return addresses;
	}
	const tidy = ( raw: unknown ) => {
		if ( ! raw || typeof raw !== 'object' ) {
			return raw;
		}
		const address = normalizeAddress( raw );
		address.postcode = padRedactedPostcode(
			String( address.country ),
			String( address.postcode || '' )
		);
		return address;
	};
	return {
		billing_address: tidy( addresses.billing_address ),
		shipping_address: tidy( addresses.shipping_address ),
	};
}
