/**
 * The `wc/stripe` store: settings, per-method client state, the payment flow
 * status, the last error and the appearance save.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import * as thunks from './thunks';
import * as selectors from './selectors';
import { reducer } from './reducer';
import { STORE_KEY } from './constants';

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( store );

declare module '@wordpress/data' {
	interface StoreMap {
		[ STORE_KEY ]: typeof store;
	}
}

export { STORE_KEY };
export { EMPTY_METHOD_STATE } from './default-state';
export type * from './types';
