/**
 * The payment data our methods hand WooCommerce after the payment method was
 * created. WooCommerce sends each
 * entry as `{ key, value }`; values must be strings or booleans.
 */
export interface PaymentDataInput {
	gatewayId: string;
	paymentMethodId: string;
	savePaymentMethod: boolean;
	/** Method-specific entries, e.g. the BLIK code. */
	extra?: Record< string, string >;
}

export function buildPaymentData(
	input: PaymentDataInput
): Record< string, string | boolean > {
	return {
		payment_method: input.gatewayId,
		'wc-stripe-payment-method': input.paymentMethodId,
		'wc-stripe-is-deferred-intent': true,
		save_payment_method: input.savePaymentMethod ? 'yes' : 'no',
		wc_payment_intent_id: '',
		...input.extra,
	};
}
