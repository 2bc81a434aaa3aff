/**
 * How every block observer of ours fails: the payment flow goes back to idle
 * with the shopper's message kept, and WooCommerce gets an error response for
 * the payments area (it shows the notice and unlocks the checkout).
 */
import { useCallback } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentMethodProps } from '../types';

export function useObserverFailure() {
	const { failFlow } = useDispatch( stripeStore );
	return useCallback(
		(
			props: Pick< PaymentMethodProps, 'emitResponse' >,
			message: string,
			type: 'error' | 'failure' = 'error'
		) => {
			failFlow( message );
			return {
				type,
				message,
				messageContext: props.emitResponse.noticeContexts.PAYMENTS,
			};
		},
		[ failFlow ]
	);
}
