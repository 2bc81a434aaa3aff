/**
 * First half of every Payment Element payment:
 * validate the element, then create the payment method with the shopper's
 * billing details. Failures come back as the shopper-facing text.
 */
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { mapProviderError } from '../messages/map-provider-error';
import type { BillingDetails } from '../stripe/types';

export type PaymentMethodResult =
	{ ok: true; paymentMethodId: string } | { ok: false; message: string };

export interface CreatePaymentMethodInput {
	stripe: Stripe;
	elements: StripeElements;
	billingDetails: BillingDetails;
	/** Page options that replace the message for an error code. */
	configuredMessages?: Record< string, string >;
}

export async function createPaymentMethodFromElements(
	input: CreatePaymentMethodInput
): Promise< PaymentMethodResult > {
	const configured = input.configuredMessages;
	const submitted = await input.elements.submit();
	if ( submitted.error ) {
		// A validation error is already shown beside the field by the element;
		// its mapped message is '' so the notice area stays quiet.
		return {
			ok: false,
			message: mapProviderError( submitted.error, { configured } ),
		};
	}
	const created = await input.stripe.createPaymentMethod( {
		elements: input.elements,
		params: { billing_details: input.billingDetails },
	} );
	if ( created.error ) {
		return {
			ok: false,
			message: mapProviderError( created.error, { configured } ),
		};
	}
	return { ok: true, paymentMethodId: created.paymentMethod.id };
}
