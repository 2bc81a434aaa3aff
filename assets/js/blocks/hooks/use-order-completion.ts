/**
 * After WooCommerce created the order (SPEC §4 "Payment flow", second half):
 * a gateway redirect with a confirmation marker is finished in the browser
 * (3D Secure, vouchers, wallets) before the shopper leaves; a gateway failure
 * shows its message in the payments area. Used by new and saved methods alike,
 * so a saved card that needs 3D Secure again is confirmed too.
 */
import { useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import {
	completeOrderPayment,
	getStripe,
	hasConfirmationMarker,
} from '../../core/stripe';
import { paymentFailedMessage } from '../../core/messages';
import type { GatewaySettings } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe';
import { getGatewayApi } from '../../stores/stripe/api';
import type { CheckoutResultArg, PaymentMethodProps } from '../types';
import { useLatest } from './use-latest';

function redirectOf( arg: CheckoutResultArg ): string {
	const response = arg.processingResponse;
	return (
		response?.paymentDetails?.redirect ||
		response?.redirectUrl ||
		arg.redirectUrl ||
		''
	);
}

export function useOrderCompletion(
	props: PaymentMethodProps,
	settings: GatewaySettings
): void {
	const latest = useLatest( { props, settings } );
	const { setFlowStatus, setError } = useDispatch( stripeStore );
	const { onCheckoutSuccess, onCheckoutFail } = props.eventRegistration;

	useEffect(
		() =>
			onCheckoutSuccess( async ( arg ) => {
				const redirect = redirectOf( arg );
				if ( ! hasConfirmationMarker( redirect ) ) {
					return true;
				}
				const { emitResponse } = latest.current.props;
				const current = latest.current.settings;
				const fail = ( message: string ) => {
					setError( message );
					setFlowStatus( 'idle' );
					return {
						type: emitResponse.responseTypes.ERROR,
						message,
						messageContext: emitResponse.noticeContexts.PAYMENTS,
					};
				};
				setFlowStatus( 'confirming' );
				const stripe = await getStripe( current.publishableKey, {
					locale: current.locale,
					apiVersion: current.apiVersion,
				} );
				if ( ! stripe ) {
					return fail( paymentFailedMessage() );
				}
				const result = await completeOrderPayment( redirect, {
					stripe,
					api: getGatewayApi( current ),
					origin: window.location.origin,
					isChangingPayment: current.isChangingPayment,
					isOrderPay: current.isOrderPay,
					pageOrderId: current.orderId,
					orderReceivedUrl: current.orderReceivedUrl,
					configuredMessages: current.errorMessages,
				} );
				if ( ! result.ok ) {
					return fail( result.message );
				}
				setFlowStatus( 'redirecting' );
				return {
					type: emitResponse.responseTypes.SUCCESS,
					redirectUrl: result.redirectUrl,
				};
			} ),
		[ onCheckoutSuccess, latest, setError, setFlowStatus ]
	);

	useEffect(
		() =>
			onCheckoutFail( ( arg ) => {
				const { emitResponse } = latest.current.props;
				const message =
					arg.processingResponse?.paymentDetails?.errorMessage;
				setFlowStatus( 'idle' );
				if ( ! message ) {
					return true;
				}
				setError( message );
				return {
					type: emitResponse.responseTypes.FAIL,
					message,
					messageContext: emitResponse.noticeContexts.PAYMENTS,
				};
			} ),
		[ onCheckoutFail, latest, setError, setFlowStatus ]
	);
}
