/**
 * Payment setup (SPEC §4 "Payment flow", first half): when the shopper places
 * the order, validate the element and create the payment method, then hand
 * WooCommerce the payment data. Any failure is a payments-area notice and the
 * checkout stays usable.
 */
import { useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { createPaymentMethodFromElements } from '../../core/stripe';
import { billingDetailsFromAddress } from '../../core/address';
import { invalidPaymentDetailsMessage } from '../../core/messages';
import type { GatewaySettings } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe';
import { buildPaymentData } from '../payment-data';
import type { PaymentMethodProps } from '../types';
import type { PaymentElementState } from './use-payment-element';
import { useLatest } from './use-latest';

interface Input {
	props: PaymentMethodProps;
	settings: GatewaySettings;
	gatewayId: string;
	element: PaymentElementState;
	saveForLater: boolean;
	/** Extra payment data, or an error message that stops the payment. */
	extraData?: () =>
		| { ok: true; data: Record< string, string > }
		| {
				ok: false;
				message: string;
		  };
}

export function usePaymentSetup( input: Input ): void {
	const latest = useLatest( input );
	const { setFlowStatus, setError } = useDispatch( stripeStore );
	const { onPaymentSetup } = input.props.eventRegistration;

	useEffect(
		() =>
			onPaymentSetup( async () => {
				const { props, settings, gatewayId, element, saveForLater } =
					latest.current;
				const { responseTypes, noticeContexts } = props.emitResponse;
				const fail = ( message: string ) => {
					setError( message || null );
					setFlowStatus( 'idle' );
					return {
						type: responseTypes.ERROR,
						message,
						messageContext: noticeContexts.PAYMENTS,
					};
				};
				if ( element.status !== 'ready' ) {
					return fail( invalidPaymentDetailsMessage() );
				}
				const extra = latest.current.extraData?.();
				if ( extra && ! extra.ok ) {
					return fail( extra.message );
				}
				setFlowStatus( 'creating-payment-method' );
				const created = await createPaymentMethodFromElements( {
					stripe: element.stripe,
					elements: element.elements,
					billingDetails: billingDetailsFromAddress(
						props.billing.billingAddress
					),
					configuredMessages: settings.errorMessages,
				} );
				if ( ! created.ok ) {
					return fail( created.message );
				}
				setFlowStatus( 'creating-order' );
				return {
					type: responseTypes.SUCCESS,
					meta: {
						paymentMethodData: buildPaymentData( {
							gatewayId,
							paymentMethodId: created.paymentMethodId,
							savePaymentMethod: saveForLater,
							extra: extra?.ok ? extra.data : undefined,
						} ),
					},
				};
			} ),
		[ onPaymentSetup, latest, setError, setFlowStatus ]
	);
}
