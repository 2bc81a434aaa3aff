/**
 * How every block observer of ours fails: the payment flow fails (the page
 * is free for another attempt), and WooCommerce gets an error response (it
 * unlocks the checkout).
 *
 * Where the message shows: a method with fields of its own passes
 * `showAtFields`, and the message appears beside those fields (the method
 * box, ../components/field-message.tsx); WooCommerce then files it under a
 * notice context of ours that no area of its checkout shows, so it is not
 * said twice. Without `showAtFields` (a saved card), the message goes to
 * WooCommerce's payments area.
 */
import { useCallback } from '@wordpress/element';
import type { PaymentMethodProps } from '../types';
import { usePaymentFlow } from './use-payment-flow';

/** Our methods' messages, shown by the method itself. */
export const METHOD_FIELDS_CONTEXT = 'wc/checkout/payments/stripe-fields';

export function useObserverFailure(
	showAtFields?: ( message: string ) => void
) {
	const flow = usePaymentFlow();
	return useCallback(
		(
			props: Pick< PaymentMethodProps, 'emitResponse' >,
			message: string,
			type: 'error' | 'failure' = 'error'
		) => {
			flow.fail();
			if ( message && showAtFields ) {
				showAtFields( message );
				return { type, message, messageContext: METHOD_FIELDS_CONTEXT };
			}
			return {
				type,
				message,
				messageContext: props.emitResponse.noticeContexts.PAYMENTS,
			};
		},
		[ flow, showAtFields ]
	);
}
