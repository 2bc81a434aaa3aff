/**
 * The `wc/stripe` store: settings, per-method client state, the payment flow
 * status (the double-submit guard), the last error, the appearance and the
 * page's Stripe.js. Registered once per page: every surface that shares the
 * page reads this one. Select it by its descriptor (`select( store )`):
 * the data package types a store only through its descriptor.
 */
import { register } from '@wordpress/data';
import { createStripeStore } from './store';
import { defaultServices } from './services';

export const store = createStripeStore( defaultServices() );

register( store );

export { STORE_KEY } from './constants';
export { EMPTY_METHOD_STATE } from './default-state';
export { createStripeStore } from './store';
export type { StripeStore } from './store';
export type * from './types';
