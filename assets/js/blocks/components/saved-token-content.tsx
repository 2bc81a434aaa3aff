/**
 * Paying with a saved method: WooCommerce sends the token itself; we only
 * finish what the gateway asks of the browser afterwards, such as 3D Secure
 * for a saved card (the incumbent skipped it and left the payment incomplete).
 */
import { useOrderCompletion } from '../hooks/use-order-completion';
import type { PaymentMethodProps } from '../types';

export function SavedTokenContent( props: Partial< PaymentMethodProps > ) {
	useOrderCompletion( props as PaymentMethodProps );
	return null;
}
