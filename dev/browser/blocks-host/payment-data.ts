/**
 * The checkout request's payment_data, as WooCommerce builds it: every entry
 * of the payment method data as `{ key, value }` with the value as given
 * (the server decides what it accepts), then
 * `wc-<activePaymentMethod>-new-payment-method` with the save choice, always,
 * saved tokens included.
 */
export function preparePaymentData(
	paymentMethodData: Record< string, unknown >,
	shouldSavePayment: boolean,
	activePaymentMethod: string
): Array< { key: string; value: unknown } > {
	return [
		...Object.keys( paymentMethodData ).map( ( key ) => ( {
			key,
			value: paymentMethodData[ key ],
		} ) ),
		{
			key: `wc-${ activePaymentMethod }-new-payment-method`,
			value: shouldSavePayment,
		},
	];
}

/** What choosing a saved token puts in the payment method data. */
export function savedTokenData(
	token: string,
	gateway: string
): Record< string, string | boolean > {
	return {
		token,
		payment_method: gateway,
		[ `wc-${ gateway }-payment-token` ]: token,
		isSavedToken: true,
	};
}
