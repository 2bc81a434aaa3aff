/**
 * The classic checkout's server-side checks, as WooCommerce's
 * `WC_Checkout::validate_checkout()` words them: each problem is an error
 * notice item whose `data-id` names the field, so the page can link to it
 * and repeat it under the field.
 *
 * Follows: woocommerce includes/class-wc-checkout.php validate_checkout() and
 * class-wc-validation.php.
 */
import { escapeHtml } from '../../http/respond';
import { ADDRESS_FORM_KEYS, fieldRulesFor } from './address-locale';
import { COUNTRIES } from './countries';
import type { Address } from './types';

export interface FieldError {
	id: string;
	html: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_OTHER = /[^\s#0-9_\-+/().]/;
const POSTCODES: Record< string, RegExp > = {
	DE: /^\d{5}$/,
	AT: /^\d{4}$/,
	NL: /^\d{4}\s?[A-Z]{2}$/i,
	US: /^\d{5}(-\d{4})?$/,
	PL: /^\d{2}-?\d{3}$/,
	FR: /^\d{5}$/,
};

/**
 * `WC_Validation::is_postcode`: the format of the countries the shop knows
 * one for; any other country's postcode passes.
 */
export function isPostcode( postcode: string, country: string ): boolean {
	const format = Object.prototype.hasOwnProperty.call( POSTCODES, country )
		? POSTCODES[ country ]
		: null;
	return ! format || format.test( postcode );
}

const strong = ( text: string ) => `<strong>${ escapeHtml( text ) }</strong>`;

export function validateAddress(
	group: 'billing' | 'shipping',
	address: Address
): FieldError[] {
	const errors: FieldError[] = [];
	const prefix = group === 'billing' ? 'Billing' : 'Shipping';
	for ( const key of ADDRESS_FORM_KEYS ) {
		const rules = fieldRulesFor( address.country, key );
		const value = String( address[ key ] || '' ).trim();
		const id = `${ group }_${ key }`;
		const label = `${ prefix } ${ rules.label }`;
		if ( rules.required && ! rules.hidden && ! value ) {
			errors.push( {
				id,
				html: `${ strong( label ) } is a required field.`,
			} );
		} else if ( key === 'country' && value && ! COUNTRIES[ value ] ) {
			errors.push( {
				id,
				html: `${ strong( label ) } is not valid.`,
			} );
		} else if (
			key === 'postcode' &&
			value &&
			! isPostcode( value, address.country )
		) {
			errors.push( {
				id,
				html: `${ strong( label ) } is not a valid postcode / ZIP.`,
			} );
		}
	}
	if ( group === 'billing' ) {
		const phone = String( address.phone || '' ).trim();
		const email = String( address.email || '' ).trim();
		if ( ! phone ) {
			errors.push( {
				id: 'billing_phone',
				html: `${ strong( 'Billing Phone' ) } is a required field.`,
			} );
		} else if ( PHONE_OTHER.test( phone ) ) {
			errors.push( {
				id: 'billing_phone',
				html: `${ strong( 'Billing Phone' ) } is not a valid phone number.`,
			} );
		}
		if ( ! email ) {
			errors.push( {
				id: 'billing_email',
				html: `${ strong( 'Billing Email address' ) } is a required field.`,
			} );
		} else if ( ! EMAIL.test( email ) ) {
			errors.push( {
				id: 'billing_email',
				html: `${ strong(
					'Billing Email address'
				) } is not a valid email address.`,
			} );
		}
	}
	return errors;
}

/** WooCommerce's error notice: one item per problem. */
export function errorNotice(
	errors: Array< FieldError | { id?: string; html: string } >
): string {
	const items = errors
		.map(
			( error ) =>
				`<li${
					error.id ? ` data-id="${ escapeHtml( error.id ) }"` : ''
				}>${ error.html }</li>`
		)
		.join( '' );
	return `<ul class="woocommerce-error" role="alert">${ items }</ul>`;
}
