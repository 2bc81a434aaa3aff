import { ownValue } from '../lookup/own-value';

/**
 * Small address rules for wallet requests and express orders.
 */

/** Wallets do not know these territories: PR → US, RE → FR. */
const WALLET_COUNTRY: Readonly< Record< string, string > > = {
	PR: 'US',
	RE: 'FR',
};

export function walletCountry( country: string ): string {
	const code = ( country || '' ).trim().toUpperCase();
	return ownValue( WALLET_COUNTRY, code ) || code;
}

/** "Phone: parentheses or brackets, spaces and hyphens removed." */
export function cleanPhone( phone: string ): string {
	return ( phone || '' ).replace( /[()[\]\s-]/g, '' );
}

/** "Full name split at the first space." */
export function splitFullName( name: string ): {
	firstName: string;
	lastName: string;
} {
	const trimmed = ( name || '' ).trim();
	const space = trimmed.indexOf( ' ' );
	if ( space < 0 ) {
		return { firstName: trimmed, lastName: '' };
	}
	return {
		firstName: trimmed.slice( 0, space ),
		lastName: trimmed.slice( space + 1 ).trim(),
	};
}

/** "billing last name defaults to a hyphen" (WooCommerce requires one). */
export function billingLastName( lastName: string ): string {
	return lastName && lastName.trim() ? lastName.trim() : '-';
}
