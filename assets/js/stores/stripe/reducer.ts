import { nextFlowStatus } from '../payment-flow/steps';
import { DEFAULT_STATE } from './default-state';
import type { StripeAction, StripeState } from './types';

export function reducer(
	state: StripeState = DEFAULT_STATE,
	action: StripeAction
): StripeState {
	switch ( action.type ) {
		case 'SET_SETTINGS':
			return { ...state, settings: action.settings };
		case 'SET_EXPRESS_SETTINGS':
			return { ...state, expressSettings: action.settings };
		case 'FLOW_STEP':
			return {
				...state,
				flowStatus: nextFlowStatus( state.flowStatus, action.step ),
			};
		case 'SET_APPEARANCE':
			return { ...state, appearance: action.appearance };
		case 'SET_APPEARANCE_SAVE':
			return { ...state, appearanceSave: action.state };
		case 'SET_STRIPE':
			return { ...state, stripe: action.stripe };
		default:
			return state;
	}
}
