/**
 * A method's payment, inside its `<Elements>`, as react-stripe-js's own
 * examples make one: the Stripe instance and the Elements group come from
 * `useStripe()` / `useElements()` where the payment is made. It draws
 * Stripe's Payment Element (or says the method could not load), the
 * extras and mandate of the method open in it (under Optimized Checkout,
 * the one the shopper picked), the last attempt's message, and it registers the
 * checkout's observers: payment setup and order completion. They stay
 * registered when the method fails to load, so Place Order with it says why
 * instead of sending an order without a payment method.
 */
import { useCallback, useState } from '@wordpress/element';
import {
	PaymentElement,
	useElements,
	useStripe,
} from '@stripe/react-stripe-js';
import type { StripePaymentElementOptions } from '@stripe/stripe-js';
import { failedToLoadMethodMessage } from '../../core/messages/generic';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import type { GatewaySettings } from '../../core/settings/types';
import { useOrderCompletion } from '../hooks/use-order-completion';
import { usePaymentSetup } from '../hooks/use-payment-setup';
import type { PaymentMethodProps } from '../types';
import {
	withIntentData,
	type IntentFirst,
} from '../../core/payment-element/intent-first';
import { FieldMessage } from './field-message';
import { billingStripeAmount } from '../billing-amount';
import { MethodExtras, methodExtraData } from './method-extras';
import { MandateNotice } from './mandate-notice';

interface Props {
	methodId: PaymentMethodId;
	gatewayId: string;
	title: string;
	settings: GatewaySettings;
	props: PaymentMethodProps;
	options: StripePaymentElementOptions;
	saveForLater: boolean;
	/** Stripe.js, or the method's intent, could not be had on this page. */
	unavailable: boolean;
	/** The intent the element was drawn from, for a method that needs one. */
	intent?: IntentFirst;
}

export function MethodPayment( {
	methodId,
	gatewayId,
	title,
	settings,
	props,
	options,
	saveForLater,
	unavailable,
	intent,
}: Props ) {
	const stripe = useStripe();
	const elements = useElements();
	const [ elementFailed, setElementFailed ] = useState( false );
	// A failed attempt's message, shown beside the fields.
	const [ fieldMessage, setFieldMessage ] = useState( '' );
	const [ blikCode, setBlikCode ] = useState( '' );
	// The method open in the element: its own, or under Optimized
	// Checkout the one the shopper picked among those it offers.
	const [ openType, setOpenType ] = useState< PaymentMethodId >( methodId );
	const failed = unavailable || elementFailed;

	usePaymentSetup( {
		props,
		settings,
		gatewayId,
		stripe: failed ? null : stripe,
		elements: failed ? null : elements,
		saveForLater,
		// The order names the intent the element was drawn from, so the
		// gateway uses it instead of making another.
		extraData: withIntentData(
			() =>
				methodExtraData( openType, blikCode ) ?? { ok: true, data: {} },
			intent
		),
		showAtFields: setFieldMessage,
	} );
	useOrderCompletion( props, setFieldMessage );
	const onLoadError = useCallback( () => setElementFailed( true ), [] );

	if ( failed ) {
		// One message in the box: why the last attempt failed once there
		// was one, else why the method cannot be used.
		return fieldMessage ? (
			<FieldMessage message={ fieldMessage } />
		) : (
			<p className="wc-stripe-load-error" role="alert">
				{ failedToLoadMethodMessage( title ) }
			</p>
		);
	}
	return (
		<>
			<PaymentElement
				className="wc-stripe-payment-element"
				options={ options }
				onLoadError={ onLoadError }
				onChange={ ( event ) => {
					// Typing again retires the last attempt's message.
					if ( ! event.empty ) {
						setFieldMessage( '' );
					}
					if ( event.value?.type ) {
						setOpenType( event.value.type as PaymentMethodId );
					}
				} }
			/>
			<MethodExtras
				methodId={ openType }
				amount={ billingStripeAmount( props.billing ) }
				blikCode={ blikCode }
				onBlikCode={ setBlikCode }
			/>
			<FieldMessage message={ fieldMessage } />
			<MandateNotice methodId={ openType } />
		</>
	);
}
