/**
 * `npm run store` starts this beside the real store (scripts/store/): the
 * Stripe double on STRIPE_DOUBLE_PORT (default 8951), for the store at
 * STORE_ORIGIN. The keys are the ones the store's gateway is configured
 * with (scripts/store/php/configure-gateway.php).
 *
 * Follows: none: the double's start script.
 */
import { createStripeDouble } from './server';

const port = Number( process.env.STRIPE_DOUBLE_PORT || 8951 );
const host = process.env.HOST || '127.0.0.1';
const origin = `http://${ host }:${ port }`;

createStripeDouble( {
	origin,
	storeOrigin: process.env.STORE_ORIGIN || 'http://127.0.0.1:8950',
	secretKey: process.env.STRIPE_SECRET_KEY || 'sk_test_realstoredouble',
	webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_realstoredouble',
	webhookDelayMs: Number( process.env.STRIPE_WEBHOOK_DELAY_MS || 500 ),
	country: process.env.STRIPE_ACCOUNT_COUNTRY || 'DE',
	currency: process.env.STRIPE_ACCOUNT_CURRENCY || 'EUR',
} ).listen( port, host, () => {
	// eslint-disable-next-line no-console
	console.log( `Stripe double: ${ origin }/ (Stripe.js at ${ origin }/v3/)` );
} );
