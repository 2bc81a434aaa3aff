/**
 * How every block observer of ours fails: the payment flow goes back to idle
 * with the shopper's message kept, and WooCommerce gets an error response
 * (it unlocks the checkout).
 *
 * Where the message shows: a method with fields of its own passes
 * `showAtFields`, and the message appears beside those fields and takes the
 * focus (the method box, payment-element-content.tsx); WooCommerce then
 * files it under a notice context of ours that no area of its checkout
 * shows, so it is not said twice, and it adds no fallback notice of its own
 * since the response carries a message. Without `showAtFields` (a saved
 * card), the message goes to WooCommerce's payments area.
 */
import { useCallback } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentMethodProps } from '../types';

/** Our methods' messages, shown by the method itself. */
export const METHOD_FIELDS_CONTEXT = 'wc/checkout/payments/stripe-fields';

export function useObserverFailure(
	showAtFields?: ( message: string ) => void
) {
	const { failFlow } = useDispatch( stripeStore );
	return useCallback(
		(
			props: Pick< PaymentMethodProps, 'emitResponse' >,
			message: string,
			type: 'error' | 'failure' = 'error'
		) => {
			failFlow( message );
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
		[ failFlow, showAtFields ]
	);
}
