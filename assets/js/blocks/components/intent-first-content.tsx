/**
 * A method Stripe cannot draw before its intent exists (the gateway says
 * `supportsDeferredIntent: false`, as for pre-authorized debit): once the
 * shopper picks it, the gateway makes the intent (core/payment-element/
 * intent-first.ts), then the usual box draws the element from it. If the
 * gateway cannot, the box says the method failed to load and the other
 * methods stay usable.
 */
import { useEffect, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { createTransport } from '../../core/transport/transport';
import { gatewayApi } from '../../core/lazy/payment-code';
import { failedToLoadMethodMessage } from '../../core/messages/generic';
import {
	createIntentFirst,
	type IntentFirst,
} from '../../core/payment-element/intent-first';
import { store as stripeStore } from '../../stores/stripe/index';
import {
	PaymentElementContent,
	type PaymentElementContentProps,
} from './payment-element-content';

type State = { intent?: IntentFirst; failed?: boolean };

export function IntentFirstContent( props: PaymentElementContentProps ) {
	const settings = useSelect(
		( select ) => select( stripeStore ).getSettings(),
		[]
	);
	const [ state, setState ] = useState< State >( {} );
	const { methodId } = props;
	useEffect( () => {
		if ( ! settings ) {
			return;
		}
		let current = true;
		gatewayApi()
			.then( ( { createGatewayApi } ) =>
				createIntentFirst(
					createGatewayApi( settings, createTransport() ),
					{
						methodId,
						orderId: settings.orderId,
						setup: settings.isChangingPayment,
					}
				)
			)
			.then(
				( result ) => ( result.ok ? { intent: result.intent } : null ),
				() => null
			)
			.then( ( next ) => {
				if ( current ) {
					setState( next || { failed: true } );
				}
			} );
		return () => {
			current = false;
		};
	}, [ settings, methodId ] );

	if ( state.failed ) {
		return (
			<p className="wc-stripe-load-error" role="alert">
				{ failedToLoadMethodMessage( props.title ) }
			</p>
		);
	}
	return state.intent ? (
		<PaymentElementContent { ...props } intent={ state.intent } />
	) : (
		<div className="wc-stripe-payment-element" aria-busy="true" />
	);
}
