/**
 * Payment setup, the first half of a block checkout payment: when the shopper
 * places the order, validate the element and create the payment method from
 * the Stripe instance and Elements group the method renders in, then hand
 * WooCommerce the payment data. Any failure is a message and the checkout
 * stays usable.
 */
import { useEffect } from '@wordpress/element';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { billingDetailsFromAddress } from '../../core/address/billing-details';
import { invalidPaymentDetailsMessage } from '../../core/messages/generic';
import { buildPaymentData } from '../../core/payment-element/payment-data';
import type { GatewaySettings } from '../../core/settings/types';
import type { PaymentMethodProps } from '../types';
import type { ExtraData } from '../components/method-extras';
import { useLatest } from './use-latest';
import { useObserverFailure } from './use-observer-failure';
import { usePaymentFlow } from './use-payment-flow';

interface Input {
	props: PaymentMethodProps;
	settings: GatewaySettings;
	gatewayId: string;
	/** Null until Stripe.js and the element are there, and when they fail. */
	stripe: Stripe | null;
	elements: StripeElements | null;
	saveForLater: boolean;
	/**
	 * Shows a message beside the method's fields ('' clears it); without
	 * it, messages go to WooCommerce's payments area.
	 */
	showAtFields?: ( message: string ) => void;
	/** The method's own payment data, or the message that stops it. */
	extraData?: () => ExtraData | null;
}

export function usePaymentSetup( input: Input ): void {
	const latest = useLatest( input );
	const flow = usePaymentFlow();
	const fail = useObserverFailure( input.showAtFields );
	const { onPaymentSetup } = input.props.eventRegistration;

	useEffect(
		() =>
			onPaymentSetup( async () => {
				const { props, settings, gatewayId, stripe, elements } =
					latest.current;
				const { responseTypes, noticeContexts } = props.emitResponse;
				// A new attempt: the last one's message goes.
				latest.current.showAtFields?.( '' );
				if ( ! stripe || ! elements ) {
					return fail( props, invalidPaymentDetailsMessage() );
				}
				const extra = latest.current.extraData?.();
				if ( extra && ! extra.ok ) {
					return fail( props, extra.message );
				}
				if ( ! flow.begin( 'creating-payment-method' ) ) {
					// WooCommerce runs one checkout at a time; this only
					// happens if another surface on the page is paying.
					return {
						type: responseTypes.ERROR,
						messageContext: noticeContexts.PAYMENTS,
					};
				}
				// Validation and creation (with every Stripe error's
				// message) load when the shopper places the order.
				const { createPaymentMethodFromElements } =
					await import( '../../core/payment-element/create-payment-method' );
				const created = await createPaymentMethodFromElements( {
					stripe,
					elements,
					billingDetails: billingDetailsFromAddress(
						props.billing.billingAddress
					),
					configuredMessages: settings.errorMessages,
				} );
				if ( ! created.ok ) {
					return fail( props, created.message );
				}
				flow.methodInForm( 'order-under-way' );
				return {
					type: responseTypes.SUCCESS,
					meta: {
						paymentMethodData: buildPaymentData( {
							gatewayId,
							paymentMethodId: created.paymentMethodId,
							savePaymentMethod: latest.current.saveForLater,
							extra: extra?.ok ? extra.data : undefined,
						} ),
					},
				};
			} ),
		[ onPaymentSetup, latest, flow, fail ]
	);
}
