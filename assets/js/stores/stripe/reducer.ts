import type { PaymentMethodId } from '../../core/payment-methods/types';
import { DEFAULT_STATE, EMPTY_METHOD_STATE } from './default-state';
import type { MethodState, StripeAction, StripeState } from './types';

function withMethod(
	state: StripeState,
	methodId: PaymentMethodId,
	change: Partial< MethodState >
): StripeState {
	return {
		...state,
		methods: {
			...state.methods,
			[ methodId ]: {
				...( state.methods[ methodId ] || EMPTY_METHOD_STATE ),
				...change,
			},
		},
	};
}

export function reducer(
	state: StripeState = DEFAULT_STATE,
	action: StripeAction
): StripeState {
	switch ( action.type ) {
		case 'SET_SETTINGS':
			return { ...state, settings: action.settings };
		case 'SET_EXPRESS_SETTINGS':
			return { ...state, expressSettings: action.settings };
		case 'SET_METHOD_INTENT_ID':
			return withMethod( state, action.methodId, {
				intentId: action.intentId,
			} );
		case 'SET_METHOD_ELEMENTS':
			return withMethod( state, action.methodId, {
				elements: action.elements,
				upeElement: action.upeElement,
			} );
		case 'SET_METHOD_LOAD_ERROR':
			return withMethod( state, action.methodId, {
				hasLoadError: action.hasLoadError,
			} );
		case 'SET_FLOW_STATUS':
			return { ...state, flowStatus: action.status };
		case 'SET_ERROR':
			return {
				...state,
				lastError: action.message,
				flowStatus: action.message ? 'error' : state.flowStatus,
			};
		case 'RESET_FLOW':
			return { ...state, flowStatus: 'idle', lastError: null };
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
