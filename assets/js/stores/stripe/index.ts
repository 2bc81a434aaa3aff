/**
 * The `wc/stripe` store: settings, the payment flow status (the
 * double-submit guard, moved only through ./payment-flow.ts), the
 * appearance and the page's Stripe.js. Registered once per page: every surface that shares the
 * page reads this one. Select it by its descriptor (`select( store )`):
 * the data package types a store only through its descriptor.
 */
import { register } from '@wordpress/data';
import { createStripeStore } from './store';
import { defaultServices } from './services';

export const store = createStripeStore( defaultServices() );

register( store );

export { STORE_KEY } from './constants';
export { createStripeStore } from './store';
export type { StripeStore } from './store';
export type * from './types';
