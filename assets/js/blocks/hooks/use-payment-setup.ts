/**
 * Payment setup, the first half of a block checkout payment: when the shopper
 * places the order, validate the element and create the payment method, then
 * hand WooCommerce the payment data. Any failure is a payments-area notice
 * and the checkout stays usable.
 */
import { useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { billingDetailsFromAddress } from '../../core/address/billing-details';
import { invalidPaymentDetailsMessage } from '../../core/messages/generic';
import { buildPaymentData } from '../../core/payment-element/payment-data';
import type { GatewaySettings } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentMethodProps } from '../types';
import type { PaymentMethodResult } from '../../core/payment-element/create-payment-method';
import type { BillingDetails } from '../../core/stripe/types';
import type { ExtraData } from './use-method-extras';
import { useLatest } from './use-latest';
import { useObserverFailure } from './use-observer-failure';

/** What the method's element offers once Stripe has drawn it. */
export interface PaymentCreator {
	/** Validates the element and creates the payment method. */
	createPaymentMethod: (
		billingDetails: BillingDetails,
		configuredMessages?: Record< string, string >
	) => Promise< PaymentMethodResult >;
}

interface Input {
	props: PaymentMethodProps;
	settings: GatewaySettings;
	gatewayId: string;
	/** Null until the element is there, and when it cannot load. */
	payment: PaymentCreator | null;
	saveForLater: boolean;
	/**
	 * Shows a message beside the method's fields ('' clears it); without
	 * it, messages go to WooCommerce's payments area.
	 */
	showAtFields?: ( message: string ) => void;
	/** Extra payment data, or an error message that stops the payment. */
	extraData?: ExtraData;
}

export function usePaymentSetup( input: Input ): void {
	const latest = useLatest( input );
	const { beginFlow, setFlowStatus } = useDispatch( stripeStore );
	const fail = useObserverFailure( input.showAtFields );
	const { onPaymentSetup } = input.props.eventRegistration;

	useEffect(
		() =>
			onPaymentSetup( async () => {
				const { props, settings, gatewayId, payment, saveForLater } =
					latest.current;
				const { responseTypes, noticeContexts } = props.emitResponse;
				// A new attempt: the last one's message goes.
				latest.current.showAtFields?.( '' );
				if ( ! payment ) {
					return fail( props, invalidPaymentDetailsMessage() );
				}
				const extra = latest.current.extraData?.();
				if ( extra && ! extra.ok ) {
					return fail( props, extra.message );
				}
				if ( ! ( await beginFlow( 'creating-payment-method' ) ) ) {
					// WooCommerce runs one checkout at a time; this only
					// happens if another surface on the page is paying.
					return {
						type: responseTypes.ERROR,
						messageContext: noticeContexts.PAYMENTS,
					};
				}
				const created = await payment.createPaymentMethod(
					billingDetailsFromAddress( props.billing.billingAddress ),
					settings.errorMessages
				);
				if ( ! created.ok ) {
					return fail( props, created.message );
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
		[ onPaymentSetup, latest, beginFlow, setFlowStatus, fail ]
	);
}
