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

/**
 * The method a gateway id stands for: one of ours, or one the page
 * configures that we do not know (`configured`, the settings' methods).
 */
export function methodIdForGateway(
	gatewayId: string,
	configured: Readonly< Record< string, unknown > > = {}
): PaymentMethodId | undefined {
	if ( gatewayId === MAIN_GATEWAY ) {
		return 'card';
	}
	if ( ! gatewayId.startsWith( PREFIX ) ) {
		return undefined;
	}
	const id = gatewayId.slice( PREFIX.length );
	// `stripe_card` is not a gateway: card is `stripe`.
	if ( id === 'card' ) {
		return undefined;
	}
	if ( isPaymentMethodId( id ) ) {
		return id;
	}
	return Object.prototype.hasOwnProperty.call( configured, id )
		? ( id as PaymentMethodId )
		: undefined;
}
