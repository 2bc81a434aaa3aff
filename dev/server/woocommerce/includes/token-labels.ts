/**
 * How a saved payment method is named to the shopper, as WooCommerce names
 * its tokens: a card by brand, last digits and expiry ("Visa ending in
 * 4242 (expires 12/30)"), any other by its name and last digits ("SEPA
 * IBAN ending in 3000"), or by its name alone (a Link or Cash App Pay
 * account).
 *
 * Follows: woocommerce includes/payment-tokens/class-wc-payment-token-cc.php
 * get_display_name().
 */
import type { SavedToken } from './types';

/** A card brand's name (`wc_get_credit_card_type_label()`). */
export const brandName = ( brand: string ) =>
	( {
		visa: 'Visa',
		mastercard: 'Mastercard',
		amex: 'American Express',
		discover: 'Discover',
	} )[ brand ] || brand;

/** The method column of My account → Payment methods: no expiry. */
export function tokenMethodLabel( token: SavedToken ): string {
	const name = brandName( token.brand );
	return token.last4 ? `${ name } ending in ${ token.last4 }` : name;
}

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
