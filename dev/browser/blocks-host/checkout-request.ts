/**
 * The POST /checkout body WooCommerce's block checkout sends: the addresses
 * (shipping only when the cart needs shipping), the account and note fields,
 * additional fields and extension data, the total the shopper sees (not for
 * express payments, which may not know it), and the payment method with its
 * data only when the cart needs payment.
 */
import type { Address } from './address';
import { preparePaymentData } from './payment-data';

export interface CheckoutRequestInput {
	billingAddress: Address;
	shippingAddress: Address;
	needsShipping: boolean;
	needsPayment: boolean;
	totalPrice: string;
	isExpressPaymentActive: boolean;
	createAccount: boolean;
	customerNote: string;
	customerPassword: string;
	additionalFields: Record< string, unknown >;
	extensions: Record< string, unknown >;
	paymentMethodId: string;
	activePaymentMethod: string;
	paymentMethodData: Record< string, unknown >;
	shouldSavePayment: boolean;
}

export function checkoutRequestBody( input: CheckoutRequestInput ) {
	return {
		additional_fields: input.additionalFields,
		billing_address: input.billingAddress,
		create_account: input.createAccount,
		customer_note: input.customerNote,
		customer_password: input.customerPassword,
		extensions: { ...input.extensions },
		...( input.needsShipping
			? { shipping_address: input.shippingAddress }
			: {} ),
		...( ! input.isExpressPaymentActive && input.totalPrice !== ''
			? { expected_total: input.totalPrice }
			: {} ),
		...( input.needsPayment
			? {
					payment_method: input.paymentMethodId,
					payment_data: preparePaymentData(
						input.paymentMethodData,
						input.shouldSavePayment,
						input.activePaymentMethod
					),
				}
			: {} ),
	};
}
