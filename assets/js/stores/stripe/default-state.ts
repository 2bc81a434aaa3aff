import type { MethodState, StripeState } from './types';

export const EMPTY_METHOD_STATE: Readonly< MethodState > = Object.freeze( {
	intentId: null,
	elements: null,
	upeElement: null,
	hasLoadError: false,
} );

export const DEFAULT_STATE: StripeState = {
	settings: null,
	expressSettings: null,
	methods: {},
	flowStatus: 'idle',
	lastError: null,
	appearance: null,
	appearanceSave: 'unsaved',
	stripe: null,
};
