/**
 * The `wc/stripe` store, made with the services it should use: the page
 * registers one made with the real services (index.ts); tests make their own
 * with fakes and register it on a fresh registry.
 */
import { createReduxStore } from '@wordpress/data';
import * as actions from './actions';
import * as selectors from './selectors';
import { reducer } from './reducer';
import { createThunks } from './thunks';
import { STORE_KEY } from './constants';
import type { StripeServices } from './types';

export function createStripeStore( services: StripeServices ) {
	return createReduxStore( STORE_KEY, {
		reducer,
		actions: { ...actions, ...createThunks( services ) },
		selectors,
	} );
}

export type StripeStore = ReturnType< typeof createStripeStore >;
