/**
 * The checkout request's payment_data (CONTRACTS §1 "Request"): each
 * paymentMethodData entry as {key, value}, plus
 * `wc-<activePaymentMethod>-new-payment-method`; saved tokens send their own
 * keys.
 */
export interface SavedTokenChoice {
	tokenId: number | string;
	gateway: string;
}

export function savedTokenData(
	choice: SavedTokenChoice
): Record< string, string | boolean > {
	return {
		token: String( choice.tokenId ),
		payment_method: choice.gateway,
		[ `wc-${ choice.gateway }-payment-token` ]: String( choice.tokenId ),
		isSavedToken: true,
	};
}

export function buildPaymentData(
	activePaymentMethod: string,
	paymentMethodData: Record< string, unknown >,
	shouldSavePayment: boolean,
	isSavedToken: boolean
): Array< { key: string; value: string | boolean } > {
	const entries = Object.entries( paymentMethodData )
		.filter(
			( [ , value ] ) =>
				typeof value === 'string' ||
				typeof value === 'boolean' ||
				typeof value === 'number'
		)
		.map( ( [ key, value ] ) => ( {
			key,
			value:
				typeof value === 'number'
					? String( value )
					: ( value as string | boolean ),
		} ) );
	if ( ! isSavedToken ) {
		entries.push( {
			key: `wc-${ activePaymentMethod }-new-payment-method`,
			value: shouldSavePayment,
		} );
	}
	return entries;
}
