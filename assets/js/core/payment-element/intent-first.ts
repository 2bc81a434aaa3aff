/**
 * Methods Stripe cannot draw before their intent exists
 * (`supportsDeferredIntent: false` in the gateway's settings, as it sends
 * for pre-authorized debit): the gateway makes the intent first
 * (`create_payment_intent`, or a setup intent where nothing is paid), the
 * element is drawn from its client secret, and the order's payment data
 * names the intent so the gateway uses it instead of making another.
 */
import type { StripeElementsOptionsClientSecret } from '@stripe/stripe-js';
import type { Appearance, FontSource } from '../appearance/types';
import type { GatewayApi } from '../api/gateway-api';
import { paymentFailedMessage } from '../messages/generic';

export interface IntentFirst {
	id: string;
	clientSecret: string;
}

export type IntentFirstResult =
	{ ok: true; intent: IntentFirst } | { ok: false; message: string };

export async function createIntentFirst(
	api: Pick< GatewayApi, 'createPaymentIntent' | 'initSetupIntent' >,
	input: {
		methodId: string;
		/** The order on pay for order; none yet on the checkout. */
		orderId: number | null;
		/** Adding or changing a method pays nothing: a setup intent. */
		setup: boolean;
	}
): Promise< IntentFirstResult > {
	const answer = input.setup
		? await api.initSetupIntent( input.methodId )
		: await api.createPaymentIntent( input.orderId ?? 0, input.methodId );
	if ( ! answer.ok ) {
		return {
			ok: false,
			message: answer.message || paymentFailedMessage(),
		};
	}
	return {
		ok: true,
		intent: { id: answer.data.id, clientSecret: answer.data.client_secret },
	};
}

/** Elements made from the intent: no mode, amount or types of our own. */
export function intentElementsOptions(
	clientSecret: string,
	appearance?: Appearance | null,
	fonts?: FontSource[]
): StripeElementsOptionsClientSecret {
	return {
		clientSecret,
		...( appearance ? { appearance } : {} ),
		...( fonts?.length ? { fonts } : {} ),
	};
}

/** What the order's payment data adds: the intent the gateway should use. */
export function intentPaymentData(
	intent: IntentFirst | null | undefined
): Record< string, string > {
	return intent ? { wc_payment_intent_id: intent.id } : {};
}

/** Does this method need its intent before the element? */
export function needsIntentFirst(
	config: { supportsDeferredIntent: boolean } | undefined
): boolean {
	return config?.supportsDeferredIntent === false;
}

/** A method's extra payment data, as the block checkout's setup reads it. */
export type ExtraDataResult =
	| { ok: true; data: Record< string, string > }
	| { ok: false; message: string };

/** The method's extra payment data, with the intent it was drawn from. */
export function withIntentData(
	extraData: ( () => ExtraDataResult ) | undefined,
	intent: IntentFirst | null | undefined
): ( () => ExtraDataResult ) | undefined {
	if ( ! intent ) {
		return extraData;
	}
	return () => {
		const base = extraData?.() ?? { ok: true, data: {} };
		return base.ok
			? {
					ok: true,
					data: { ...base.data, ...intentPaymentData( intent ) },
				}
			: base;
	};
}
