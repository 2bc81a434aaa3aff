/**
 * The Stripe double beside the real store: one server on its own origin
 * (as js.stripe.com and api.stripe.com are not the store's) that holds ONE
 * in-memory Stripe account (../stripe/account.ts) and answers both sides
 * of Stripe from it:
 *
 * - `/v3/`: the Stripe.js double (dev/build/stripe-double.js), which the
 *   store's pages load where the gateway registers js.stripe.com/v3/;
 * - `/__stripe/…`: the endpoints the Stripe.js double calls (the
 *   development shop's, ../stripe/routes.ts), open to the store's pages
 *   (CORS);
 * - `/v1/…`: Stripe's REST API for the gateway's PHP (rest-api.ts);
 * - webhooks to the store (webhooks.ts);
 * - `/__dev/switches`: the Stripe.js double's switches (which wallets the
 *   browser has, which elements fail to load), printed before the script;
 *   POST changes them;
 * - `/__dev/requests` (the gateway's requests; DELETE empties it),
 *   `/__dev/intents` (the account's intents with their confirm and charge
 *   counts), `/__dev/webhooks` (deliveries).
 *
 * Follows: none: the double's own router.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readBody } from '../../http/body';
import { sendJson, sendText } from '../../http/respond';
import { STRIPE_DOUBLE_GLOBAL } from '../../dev-shop/stripe-double-switches';
import { handleStripeRequest } from '../routes';
import { createStripeAccount } from '../account';
import { createLedger } from './ledger';
import { createRequestLog } from './request-log';
import { createRestApi } from './rest-api';
import { deliverWebhooks } from './webhooks';
import { seedAccount } from './seed';
import type { Books } from './stripe-objects';

const STRIPE_JS = path.resolve( __dirname, '../../../build/stripe-double.js' );

export interface StripeDoubleOptions {
	/** This server's own address: `http://127.0.0.1:8951`. */
	origin: string;
	/** The store's address: pages that call in, returns after redirects. */
	storeOrigin: string;
	secretKey: string;
	webhookSecret: string;
	webhookDelayMs: number;
	country: string;
	currency: string;
}

function cors( req: IncomingMessage, res: ServerResponse, allowed: string ) {
	const origin = String( req.headers.origin || '' );
	if ( origin === allowed ) {
		res.setHeader( 'Access-Control-Allow-Origin', origin );
		res.setHeader( 'Vary', 'Origin' );
	}
}

export function createStripeDouble( options: StripeDoubleOptions ) {
	const books: Books = {
		account: createStripeAccount(),
		ledger: createLedger(),
	};
	seedAccount( books );
	const log = createRequestLog();
	// What this browser "has" and what fails to load, as the shop's
	// switches say (dev-shop/stripe-double-switches.ts): every wallet, no
	// failure, until a test posts others to /__dev/switches.
	const switches: Record< string, unknown > = {
		availableWallets: [ 'googlePay', 'applePay', 'link', 'amazonPay' ],
		stripeFails: false,
		elementLoadFailures: [],
		origin: options.storeOrigin,
	};
	const webhooks = deliverWebhooks( {
		books,
		endpoint: `${ options.storeOrigin }/?wc-api=wc_stripe`,
		secret: options.webhookSecret,
		delayMs: options.webhookDelayMs,
	} );
	const restApi = createRestApi( {
		books,
		log,
		secretKey: options.secretKey,
		origin: options.origin,
		facts: { country: options.country, currency: options.currency },
	} );

	async function route( req: IncomingMessage, res: ServerResponse ) {
		const url = new URL( req.url || '/', options.origin );
		if ( url.pathname.startsWith( '/__stripe/' ) ) {
			cors( req, res, options.storeOrigin );
			if ( req.method === 'OPTIONS' ) {
				res.writeHead( 204, {
					'Access-Control-Allow-Methods': 'GET, POST',
					'Access-Control-Allow-Headers': 'Content-Type',
					'Access-Control-Max-Age': '600',
				} );
				res.end();
				return;
			}
			await handleStripeRequest( books.account, req, res, url, [
				options.storeOrigin,
			] );
			return;
		}
		if ( url.pathname === '/v3' || url.pathname === '/v3/' ) {
			if ( ! existsSync( STRIPE_JS ) ) {
				sendText(
					res,
					503,
					'// Build the Stripe.js double first: npm run build'
				);
				return;
			}
			res.writeHead( 200, {
				'Content-Type': 'text/javascript; charset=UTF-8',
				'Cache-Control': 'no-cache',
			} );
			// The double's switches, which the development shop prints in
			// its pages: here they come with the script itself.
			res.end(
				`window.${ STRIPE_DOUBLE_GLOBAL } = ${ JSON.stringify(
					switches
				) };\n${ readFileSync( STRIPE_JS, 'utf8' ) }`
			);
			return;
		}
		if ( url.pathname === '/__dev/switches' ) {
			if ( req.method === 'POST' ) {
				Object.assign( switches, await readBody( req ) );
			}
			sendJson( res, 200, switches );
			return;
		}
		if ( url.pathname === '/favicon.ico' ) {
			// The authorisation page's tab asks for one: none, and no 404.
			res.writeHead( 204 );
			res.end();
			return;
		}
		if ( await restApi( req, res, url ) ) {
			return;
		}
		if ( url.pathname === '/__dev/requests' ) {
			if ( req.method === 'DELETE' ) {
				log.clear();
			}
			sendJson( res, 200, log.list() );
		} else if ( url.pathname === '/__dev/intents' ) {
			sendJson( res, 200, books.account.listIntents() );
		} else if ( url.pathname === '/__dev/webhooks' ) {
			sendJson( res, 200, webhooks.list() );
		} else {
			sendJson( res, 404, {
				error: {
					type: 'invalid_request_error',
					message: `Unrecognized request URL (${ req.method }: ${ url.pathname })`,
				},
			} );
		}
	}

	return http.createServer( ( req, res ) => {
		route( req, res ).catch( ( error ) => {
			// eslint-disable-next-line no-console
			console.error( error );
			if ( ! res.headersSent ) {
				sendJson( res, 500, {
					error: { type: 'api_error', message: String( error ) },
				} );
			} else {
				res.end();
			}
		} );
	} );
}
