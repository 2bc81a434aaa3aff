/**
 * The express order the Store API creates: the sheet's addresses (names
 * split at the first space, billing last name '-' when the wallet gives
 * none, phone cleaned), `payment_method` 'stripe', the payment data the
 * gateway reads, and what the page adds (attribution, extra fields, note).
 * In the gateway's legacy Payment Request configuration the payment data
 * also says which wallet paid as its legacy script says it
 * (`payment_request_type`: `apple_pay`, `google_pay`, else
 * `payment_request_api`), which the gateway writes into the order's title
 * (8.8.0: WC_Stripe_Payment_Request::add_order_meta() for its `create_order`,
 * WC_Stripe_Blocks_Support::add_payment_request_order_meta() for the Store
 * API).
 */
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import {
	expressBillingAddress,
	expressShippingAddress,
} from '../address/express-address';

export type ConfirmEvent = Pick<
	StripeExpressCheckoutElementConfirmEvent,
	'billingDetails' | 'shippingAddress' | 'shippingRate' | 'expressPaymentType'
>;

export interface OrderPayloadInput {
	event: ConfirmEvent;
	paymentMethodId: string;
	confirmationTokenId: string;
	/** Order attribution values, already without their prefix. */
	attribution: Record< string, string > | null;
	/**
	 * The checkout's own extra fields (name → 'address', 'contact' or
	 * 'order'). Off the checkout page the shopper cannot fill them, so they
	 * go empty rather than missing, which the checkout would refuse.
	 */
	emptyFields?: Record< string, string >;
	additionalFields?: Record< string, unknown >;
	/**
	 * The checkout's extension data (other plugins' namespaces), sent as
	 * the block checkout sends it with its own orders.
	 */
	extensions?: Record< string, unknown >;
	customerNote?: string;
	/** The gateway's legacy Payment Request configuration (settings). */
	paymentRequest?: boolean;
}

export interface ExpressOrderPayload {
	billing_address: Record< string, string >;
	shipping_address: Record< string, unknown >;
	payment_method: 'stripe';
	payment_data: Array< { key: string; value: string | boolean } >;
	extensions: Record< string, unknown >;
	additional_fields: Record< string, unknown >;
	customer_note: string;
}

/** The legacy script's name for the wallet (its `paymentRequestType`). */
export function paymentRequestType( expressPaymentType: string ): string {
	return expressPaymentType === 'apple_pay' ||
		expressPaymentType === 'google_pay'
		? expressPaymentType
		: 'payment_request_api';
}

export function expressOrderPayload(
	input: OrderPayloadInput
): ExpressOrderPayload {
	const { event } = input;
	const billing = event.billingDetails || null;
	const empty = Object.entries( input.emptyFields || {} );
	const blank = ( location: ( where: string ) => boolean ) =>
		Object.fromEntries(
			empty
				.filter( ( [ , where ] ) => location( where ) )
				.map( ( [ name ] ) => [ name, '' ] )
		);
	const inAddress = blank( ( where ) => where === 'address' );
	const billingAddress = {
		...expressBillingAddress( billing || {} ),
		...inAddress,
	};
	return {
		billing_address: billingAddress,
		shipping_address: {
			...expressShippingAddress(
				event.shippingAddress || billing || {},
				billingAddress.phone
			),
			...inAddress,
			method: [ event.shippingRate?.id ?? null ],
		},
		payment_method: 'stripe',
		payment_data: [
			{ key: 'payment_method', value: 'stripe' },
			{ key: 'wc-stripe-payment-method', value: input.paymentMethodId },
			{
				key: 'wc-stripe-confirmation-token',
				value: input.confirmationTokenId,
			},
			{ key: 'express_payment_type', value: event.expressPaymentType },
			{ key: 'wc-stripe-is-deferred-intent', value: true },
			...( input.paymentRequest
				? [
						{
							key: 'payment_request_type',
							value: paymentRequestType(
								event.expressPaymentType
							),
						},
					]
				: [] ),
		],
		extensions: {
			...input.extensions,
			...( input.attribution
				? { 'woocommerce/order-attribution': input.attribution }
				: {} ),
		},
		additional_fields: {
			...blank( ( where ) => where !== 'address' ),
			...input.additionalFields,
		},
		customer_note: input.customerNote || '',
	};
}
