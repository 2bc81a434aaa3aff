/**
 * The flow's named steps over wherever its status lives: the `wc/stripe`
 * store or page memory. Each home says how to read whether a payment is
 * under way and how to take a step; the steps are the same everywhere.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { CompletionResult } from '../../core/stripe/types';
import type { FlowStep } from './steps';
import type { PaymentFlow } from './types';

export interface FlowHome {
	isBusy: () => boolean;
	step: ( next: FlowStep ) => void;
	/** Finishes an order in the browser (core/stripe/complete-on-page.ts). */
	completeOrder: ( redirect: string ) => Promise< CompletionResult >;
	getStripe: () => Promise< Stripe | null >;
}

export function namedSteps( home: FlowHome ): PaymentFlow {
	const { isBusy, step } = home;
	return {
		isBusy,
		begin: ( start ) => {
			// Answered from the status at once, before the step is taken.
			if ( isBusy() ) {
				return false;
			}
			step( { type: 'begin', start } );
			return true;
		},
		methodInForm: ( then ) => step( { type: 'method-in-form', then } ),
		leaving: () => step( { type: 'leaving' } ),
		fail: () => step( { type: 'fail' } ),
		done: () => step( { type: 'done' } ),
		complete: ( redirect ) => {
			step( { type: 'confirming' } );
			return home.completeOrder( redirect );
		},
		getStripe: home.getStripe,
	};
}
