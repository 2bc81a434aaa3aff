import type { StripeState } from './types';

export const DEFAULT_STATE: StripeState = {
	settings: null,
	expressSettings: null,
	flowStatus: 'idle',
	appearance: null,
	appearanceSave: 'unsaved',
	stripe: null,
};
