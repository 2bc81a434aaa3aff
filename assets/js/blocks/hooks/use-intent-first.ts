/**
 * A method Stripe cannot draw before its intent exists (the gateway says
 * `supportsDeferredIntent: false`, as for pre-authorized debit): the
 * gateway makes the intent (core/payment-element/intent-first.ts) when the
 * method's box first draws, and the element is drawn from it. A gateway that
 * cannot make it leaves the method unusable, and the box says so.
 */
import { useEffect, useState } from '@wordpress/element';
import type { GatewaySettings } from '../../core/settings/types';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import {
	createIntentFirst,
	type IntentFirst,
} from '../../core/payment-element/intent-first';
import { createTransport } from '../../core/transport/transport';

export type IntentFirstState =
	| { status: 'not-needed' }
	| { status: 'waiting' }
	| { status: 'ready'; intent: IntentFirst }
	| { status: 'failed' };

export function useIntentFirst(
	settings: GatewaySettings,
	methodId: PaymentMethodId,
	needed: boolean
): IntentFirstState {
	const [ state, setState ] = useState< IntentFirstState >(
		needed ? { status: 'waiting' } : { status: 'not-needed' }
	);
	useEffect( () => {
		if ( ! needed ) {
			return;
		}
		let current = true;
		import( '../../core/api/gateway-api' )
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
				( result ): IntentFirstState =>
					result.ok
						? { status: 'ready', intent: result.intent }
						: { status: 'failed' },
				(): IntentFirstState => ( { status: 'failed' } )
			)
			.then( ( next ) => current && setState( next ) );
		return () => {
			current = false;
		};
	}, [ settings, methodId, needed ] );
	return state;
}
