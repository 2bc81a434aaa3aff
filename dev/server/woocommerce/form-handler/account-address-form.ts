/**
 * My account → Addresses → Edit: the form's post
 * (`WC_Form_Handler::save_address`). The fields are those of the posted
 * country; a required one left empty, a postcode, phone or email in the
 * wrong shape each add WooCommerce's error, and the form shows again with
 * what was typed. Saved, the customer's address (and the checkout's, which
 * starts from it) changes: "Address changed successfully.", back to
 * Addresses.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php save_address().
 */
import type { Context } from '../../context';
import { escapeHtml, redirect } from '../../http/respond';
import { text } from '../../http/form-text';
import { ADDRESS_FORM_KEYS, fieldRulesFor } from '../includes/address-locale';
import { currentCustomer } from '../includes/customers';
import { verifyNonce } from '../../wordpress/nonces';
import { EMPTY_ADDRESS, type Address } from '../includes/types';
import { isPostcode } from '../includes/checkout-validation';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export const EDIT_ADDRESS_PATH =
	/^\/my-account\/edit-address\/(billing|shipping)\/?$/;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NOT_A_PHONE = /[^\s#0-9_\-+/().]/;

/** The posted address and what WooCommerce would say about it. */
export function readAddressPost(
	group: 'billing' | 'shipping',
	body: Record< string, unknown >
): { address: Address; problems: string[] } {
	const field = ( key: string ) =>
		text( body[ `${ group }_${ key }` ] ).trim();
	const country = field( 'country' );
	const address: Address = { ...EMPTY_ADDRESS };
	const problems: string[] = [];
	for ( const key of ADDRESS_FORM_KEYS ) {
		const rules = fieldRulesFor( country, key );
		const value =
			key === 'postcode' ? field( key ).toUpperCase() : field( key );
		address[ key ] = value;
		if ( rules.required && ! rules.hidden && ! value ) {
			problems.push(
				`${ escapeHtml( rules.label || key ) } is a required field.`
			);
		} else if (
			key === 'postcode' &&
			value &&
			! isPostcode( value, country )
		) {
			problems.push( 'Please enter a valid postcode / ZIP.' );
		}
	}
	if ( group === 'billing' ) {
		address.phone = field( 'phone' );
		address.email = field( 'email' ).toLowerCase();
		if ( ! address.phone ) {
			problems.push( 'Phone is a required field.' );
		} else if ( NOT_A_PHONE.test( address.phone ) ) {
			problems.push(
				'<strong>Phone</strong> is not a valid phone number.'
			);
		}
		if ( ! address.email ) {
			problems.push( 'Email address is a required field.' );
		} else if ( ! EMAIL.test( address.email ) ) {
			problems.push(
				'<strong>Email address</strong> is not a valid email address.'
			);
		}
	}
	return { address, problems };
}

/**
 * True when the post was saved and answered (a redirect); false when there
 * was nothing to do or it was refused, the page then showing.
 */
export function saveAddress( ctx: Context ): boolean {
	const body = ctx.body as Record< string, unknown >;
	const group = EDIT_ADDRESS_PATH.exec( ctx.url.pathname )?.[ 1 ] as
		'billing' | 'shipping' | undefined;
	const customer = currentCustomer( ctx.state, ctx.session );
	if (
		ctx.req.method !== 'POST' ||
		! group ||
		! customer ||
		text( body.action ) !== 'edit_address' ||
		body[ `${ group }_country` ] === undefined ||
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.editAddress,
			text( body[ 'woocommerce-edit-address-nonce' ] ) ||
				text( body._wpnonce )
		)
	) {
		return false;
	}
	const { address, problems } = readAddressPost( group, body );
	if ( problems.length ) {
		problems.forEach( ( problem ) =>
			ctx.session.notices.push( {
				type: 'error',
				text: problem,
				html: true,
			} )
		);
		return false;
	}
	customer[ group ] = { ...customer[ group ], ...address };
	ctx.session.cart[ group ] = { ...customer[ group ] };
	ctx.session.notices.push( {
		type: 'success',
		text: 'Address changed successfully.',
	} );
	redirect( ctx.res, '/my-account/edit-address/' );
	return true;
}
