/**
 * The Payment Element itself, inside `<Elements>`: it reads the Stripe
 * instance and the Elements group from react-stripe-js's hooks and hands
 * its box the one thing payment setup needs, a way to validate the element
 * and create the payment method. The store keeps the method's Elements and
 * element once the element is ready, as the classic pages' do, and hears
 * of a load failure.
 */
import { useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import {
	PaymentElement,
	useElements,
	useStripe,
} from '@stripe/react-stripe-js';
import type { StripePaymentElementOptions } from '@stripe/stripe-js';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import type { PaymentElementOptions } from '../../core/payment-element/elements-options';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentCreator } from '../hooks/use-payment-setup';

interface Props {
	methodId: PaymentMethodId;
	options: PaymentElementOptions;
	onCreator: ( creator: PaymentCreator | null ) => void;
	onLoadError: () => void;
	/** The shopper changed what the element holds. */
	onEdit: () => void;
}

export function MethodElement( {
	methodId,
	options,
	onCreator,
	onLoadError,
	onEdit,
}: Props ) {
	const stripe = useStripe();
	const elements = useElements();
	const { setMethodElements, setMethodLoadError } =
		useDispatch( stripeStore );

	useEffect( () => {
		onCreator(
			stripe && elements
				? {
						async createPaymentMethod(
							billingDetails,
							configuredMessages
						) {
							// Validation and creation (with every Stripe
							// error's message) load when the shopper places
							// the order.
							const { createPaymentMethodFromElements } =
								await import(
									/* webpackChunkName: "later" */ '../../core/payment-element/create-payment-method'
								);
							return createPaymentMethodFromElements( {
								stripe,
								elements,
								billingDetails,
								configuredMessages,
							} );
						},
					}
				: null
		);
		return () => onCreator( null );
	}, [ stripe, elements, onCreator ] );

	return (
		<PaymentElement
			className="wc-stripe-payment-element"
			options={ options as StripePaymentElementOptions }
			onReady={ ( element ) => {
				if ( elements ) {
					setMethodElements( methodId, elements, element );
					setMethodLoadError( methodId, false );
				}
			} }
			onLoadError={ onLoadError }
			onChange={ ( event ) => {
				// Typing again retires the last attempt's message.
				if ( ! event.empty ) {
					onEdit();
				}
			} }
		/>
	);
}
