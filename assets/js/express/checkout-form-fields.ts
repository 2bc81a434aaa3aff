/**
 * What the classic checkout's form holds that the order needs beside the
 * sheet's: each required field the shopper filled (`.validate-required`),
 * as the form would post it. A wallet order placed through WooCommerce's
 * classic checkout processing is checked against the same required fields
 * (a store's own ones too); the gateway's legacy script fills them from
 * the form the same way (stripe-payment-request.js,
 * getRequiredFieldDataFromCheckoutForm(), 8.8.0). Off the checkout there is
 * no form, and nothing to add.
 */
import type { FormValue } from '../core/transport/types';

export function checkoutFormFields(): Record< string, FormValue > {
	const fields: Record< string, FormValue > = {};
	document
		.querySelectorAll(
			'form.checkout .validate-required :is(input, select, textarea)'
		)
		.forEach( ( node ) => {
			const field = node as HTMLInputElement;
			const checkable =
				field.type === 'checkbox' || field.type === 'radio';
			if ( ! field.name || fields[ field.name ] ) {
				return;
			}
			if ( checkable ? field.checked : field.value ) {
				fields[ field.name ] = field.value;
			}
		} );
	return fields;
}
