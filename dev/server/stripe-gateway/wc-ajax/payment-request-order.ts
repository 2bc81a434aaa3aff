/**
 * The legacy Payment Request Button's `wc_stripe_create_order`: no nonce of
 * its own ("Security is handled by WC": the classic checkout's), an empty
 * cart refused as `wp_send_json_error( 'Empty cart' )`, then the posted
 * address tidied as the gateway tidies it (the United Arab Emirates'
 * emirate from the state into an empty city; a state given by name becomes
 * the shop's code), a notice when a required state is missing, and
 * WooCommerce's classic checkout processing on the posted fields.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php
 * ajax_create_order(), fix_address_fields_mapping(), normalize_state(),
 * validate_state().
 */
import type { Context } from '../../context';
import { escapeHtml, sendJson } from '../../http/respond';
import {
	COUNTRIES,
	COUNTRY_STATES,
} from '../../woocommerce/includes/countries';
import { cartTotals } from '../../woocommerce/includes/totals';
import { checkout } from '../../woocommerce/wc-ajax/checkout-post';
import { stateCode } from './express-address';

const field = ( body: Record< string, unknown >, name: string ) =>
	String( body[ name ] ?? '' ).trim();

/** fix_address_fields_mapping() and normalize_state() on one address. */
function tidyAddress( body: Record< string, unknown >, prefix: string ) {
	const country = field( body, `${ prefix }_country` );
	if (
		country === 'AE' &&
		! field( body, `${ prefix }_city` ) &&
		field( body, `${ prefix }_state` )
	) {
		body[ `${ prefix }_city` ] = field( body, `${ prefix }_state` );
		body[ `${ prefix }_state` ] = '';
	}
	const state = field( body, `${ prefix }_state` );
	if ( country && state ) {
		body[ `${ prefix }_state` ] = stateCode( country, state );
	}
}

/** validate_state(): a state the country requires, posted empty. */
function missingState( ctx: Context ): Array< { html: string } > {
	const { body } = ctx;
	const needsState = ( prefix: string ) =>
		Object.keys(
			COUNTRY_STATES[ field( body, `${ prefix }_country` ) ] || {}
		).length > 0 && field( body, `${ prefix }_state` ) === '';
	const ships =
		cartTotals( ctx.session.cart, ctx.state.settings ).needsShipping &&
		!! body.ship_to_different_address;
	if (
		! needsState( 'billing' ) &&
		! ( ships && needsState( 'shipping' ) )
	) {
		return [];
	}
	const country = field( body, 'billing_country' );
	return [
		{
			html: `The Payment Request button is not supported in ${
				COUNTRIES[ country ] ?? escapeHtml( country )
			} because some required fields couldn't be verified. Please proceed to the checkout page and try again.`,
		},
	];
}

export function legacyCreateOrder( ctx: Context ): void {
	if ( ! ctx.session.cart.lines.length ) {
		sendJson( ctx.res, 200, { success: false, data: 'Empty cart' } );
		return;
	}
	tidyAddress( ctx.body, 'billing' );
	tidyAddress( ctx.body, 'shipping' );
	checkout( ctx, missingState( ctx ) );
}
