/**
 * Paying with a saved method: WooCommerce sends the token itself; we only
 * finish what the gateway asks of the browser afterwards, such as 3D Secure
 * for a saved card (the incumbent skipped it and left the payment incomplete).
 */
import type { GatewaySettings } from '../../core/settings/types';
import { useOrderCompletion } from '../hooks/use-order-completion';
import type { PaymentMethodProps } from '../types';

export function SavedTokenContent( {
	settings,
	...rest
}: Partial< PaymentMethodProps > & { settings: GatewaySettings } ) {
	useOrderCompletion( rest as PaymentMethodProps, settings );
	return null;
}
