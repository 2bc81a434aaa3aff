/**
 * The payment flow on the `wc/stripe` store, for pages with
 * `@wordpress/data` (the checkouts and payment pages): every surface on the
 * page (block methods, the classic forms, the wallet buttons) moves the one
 * flow status through the named steps (../payment-flow/), so they keep
 * agreeing on whether a payment is under way.
 *
 * The store of the default registry unless one is given (the block
 * checkout's components pass the registry they render in).
 */
import {
	dispatch as defaultDispatch,
	select as defaultSelect,
} from '@wordpress/data';
import { namedSteps } from '../payment-flow/named-steps';
import type { PaymentFlow } from '../payment-flow/types';
import { store } from './index';

interface Registry {
	dispatch: typeof defaultDispatch;
	select: typeof defaultSelect;
}

export function storePaymentFlow(
	registry: Registry = { dispatch: defaultDispatch, select: defaultSelect }
): PaymentFlow {
	const actions = registry.dispatch( store );
	return namedSteps( {
		isBusy: () => registry.select( store ).isProcessing(),
		step: ( next ) => {
			actions.flowStep( next );
		},
		completeOrder: ( redirect ) => actions.completeOrder( redirect ),
		getStripe: () => actions.getStripe(),
	} );
}
