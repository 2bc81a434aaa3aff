/**
 * Method ids ↔ WooCommerce gateway ids: card is the main gateway
 * `stripe`, every other method `stripe_<id>`.
 */
import { PAYMENT_METHOD_IDS } from './types';
import type { PaymentMethodId } from './types';

export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'card';
const MAIN_GATEWAY = 'stripe';
const PREFIX = 'stripe_';

export function isPaymentMethodId( value: unknown ): value is PaymentMethodId {
	return (
		typeof value === 'string' &&
		( PAYMENT_METHOD_IDS as readonly string[] ).includes( value )
	);
}

export function gatewayIdFor( id: PaymentMethodId ): string {
	return id === 'card' ? MAIN_GATEWAY : PREFIX + id;
}

export function methodIdForGateway(
	gatewayId: string
): PaymentMethodId | undefined {
	if ( gatewayId === MAIN_GATEWAY ) {
		return 'card';
	}
	if ( ! gatewayId.startsWith( PREFIX ) ) {
		return undefined;
	}
	const id = gatewayId.slice( PREFIX.length );
	// `stripe_card` is not a gateway: card is `stripe`.
	return isPaymentMethodId( id ) && id !== 'card' ? id : undefined;
}
