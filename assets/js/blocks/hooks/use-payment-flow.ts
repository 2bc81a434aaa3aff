/**
 * The page's payment flow on the `wc/stripe` store of the registry the
 * checkout renders in: every block observer of ours moves it through its
 * named steps (stores/payment-flow).
 */
import { useMemo } from '@wordpress/element';
import { useRegistry } from '@wordpress/data';
import { storePaymentFlow } from '../../stores/stripe/payment-flow';
import type { PaymentFlow } from '../../stores/payment-flow/types';

export function usePaymentFlow(): PaymentFlow {
	const registry = useRegistry();
	return useMemo( () => storePaymentFlow( registry ), [ registry ] );
}
