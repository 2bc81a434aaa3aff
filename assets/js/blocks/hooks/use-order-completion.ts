/**
 * After WooCommerce created the order, the second half of a payment: a
 * gateway redirect with a confirmation marker is finished in the browser (3D
 * Secure, vouchers, wallets) before the shopper leaves; a gateway failure
 * shows its message in the payments area. Used by new and saved methods
 * alike, so a saved card that needs 3D Secure again is confirmed too.
 */
import { useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { followableRedirect } from '../../core/hashes/followable-redirect';
import { refreshAndRetryMessage } from '../../core/messages/generic';
import { hasConfirmationMarker } from '../../core/stripe/confirmation-marker';
import { store as stripeStore } from '../../stores/stripe/index';
import type { CheckoutResultArg, PaymentMethodProps } from '../types';
import { useLatest } from './use-latest';
import { useObserverFailure } from './use-observer-failure';

function redirectOf( arg: CheckoutResultArg ): string {
	const response = arg.processingResponse;
	return (
		response?.paymentDetails?.redirect ||
		response?.redirectUrl ||
		arg.redirectUrl ||
		''
	);
}

export function useOrderCompletion( props: PaymentMethodProps ): void {
	const latest = useLatest( props );
	const { completeOrder, setFlowStatus } = useDispatch( stripeStore );
	const fail = useObserverFailure();
	const { onCheckoutSuccess, onCheckoutFail } = props.eventRegistration;

	useEffect(
		() =>
			onCheckoutSuccess( async ( arg ) => {
				const redirect = redirectOf( arg );
				if ( ! hasConfirmationMarker( redirect ) ) {
					// WooCommerce follows whatever redirect the answer
					// carries: a `javascript:` one must stop here.
					if ( redirect && ! followableRedirect( redirect ) ) {
						return fail( latest.current, refreshAndRetryMessage() );
					}
					// Paid: WooCommerce takes the shopper to the order.
					setFlowStatus( 'redirecting' );
					return true;
				}
				setFlowStatus( 'confirming' );
				const result = await completeOrder( redirect );
				if ( ! result.ok ) {
					return fail( latest.current, result.message );
				}
				setFlowStatus( 'redirecting' );
				return {
					type: latest.current.emitResponse.responseTypes.SUCCESS,
					redirectUrl: result.redirectUrl,
				};
			} ),
		[ onCheckoutSuccess, latest, completeOrder, setFlowStatus, fail ]
	);

	useEffect(
		() =>
			onCheckoutFail( ( arg ) => {
				const message =
					arg.processingResponse?.paymentDetails?.errorMessage;
				if ( ! message ) {
					setFlowStatus( 'idle' );
					return true;
				}
				return fail( latest.current, message, 'failure' );
			} ),
		[ onCheckoutFail, latest, setFlowStatus, fail ]
	);
}
