/**
 * On the classic pages, a method whose element needs its intent first
 * (pre-authorized debit): the gateway makes it once per page (a payment
 * intent for the cart or the order, a setup intent where a method is
 * added or changed), and the method's box says so if it cannot.
 */
import { createTransport } from '../../core/transport/transport';
import {
	createIntentFirst,
	type IntentFirst,
} from '../../core/payment-element/intent-first';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import type { PaymentPage } from './page';

export function intentFirstLoader( page: PaymentPage ) {
	const made = new Map< PaymentMethodId, Promise< IntentFirst | null > >();
	return ( methodId: PaymentMethodId ): Promise< IntentFirst | null > => {
		let pending = made.get( methodId );
		if ( ! pending ) {
			pending = import( '../../core/api/gateway-api' )
				.then( ( { createGatewayApi } ) =>
					createIntentFirst(
						createGatewayApi( page.settings, createTransport() ),
						{
							methodId,
							orderId: page.settings.orderId,
							setup:
								page.kind === 'add-payment-method' ||
								page.kind === 'change-payment',
						}
					)
				)
				.then(
					( result ) => ( result.ok ? result.intent : null ),
					() => null
				);
			made.set( methodId, pending );
		}
		return pending;
	};
}
