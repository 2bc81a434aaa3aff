/**
 * How a saved payment method is named to the shopper, as WooCommerce names
 * its tokens: a card by brand, last digits and expiry ("Visa ending in
 * 4242 (expires 12/30)"), any other by its name and last digits ("SEPA
 * IBAN ending in 3000"), or by its name alone (a Link or Cash App Pay
 * account).
 */
import type { SavedToken } from './types';

export const brandName = ( brand: string ) =>
	brand === 'visa' ? 'Visa' : brand;

export function tokenExpiry( token: SavedToken ): string {
	return token.expMonth
		? `${ token.expMonth }/${ String( token.expYear ).slice( -2 ) }`
		: '';
}

export function tokenLabel( token: SavedToken ): string {
	const name = brandName( token.brand );
	if ( ( token.type || 'cc' ) === 'cc' ) {
		return `${ name } ending in ${ token.last4 } (expires ${ tokenExpiry(
			token
		) })`;
	}
	return token.last4 ? `${ name } ending in ${ token.last4 }` : name;
}
