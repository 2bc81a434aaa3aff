/**
 * Stripe's REST API, as the gateway's PHP calls it at api.stripe.com/v1/
 * (the store's must-use plugin sends those requests here): the secret key
 * in `Authorization` (Basic, as the gateway sends it, or Bearer), the
 * parameters form-encoded with Stripe's bracket keys (`metadata[order_id]`,
 * `expand[]`, `level3[line_items][0][…]`), in the query for GET, the body
 * for POST; answers in Stripe's JSON, errors as `{ error }` with Stripe's
 * statuses. Every request is logged (request-log.ts).
 *
 * Follows: Stripe's API reference: Authentication, Errors, Expanding
 * responses (docs.stripe.com/api).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseForm, readRaw } from '../../http/body';
import { sendJson } from '../../http/respond';
import type { Answer, Route } from './answers';
import { list } from './answers';
import { CUSTOMER_ROUTES } from './customer-routes';
import { INTENT_ROUTES } from './intent-routes';
import { moneyRoutes } from './money-routes';
import type { AccountFacts } from './money-routes';
import type { RequestLog } from './request-log';
import type { Books } from './stripe-objects';

export interface RestApiOptions {
	books: Books;
	log: RequestLog;
	secretKey: string;
	facts: AccountFacts;
	/** The double's own address. */
	origin: string;
}

/** The key a request carries: `Basic base64(key:)` or `Bearer key`. */
export function keyOf( authorization: string | undefined ): string {
	const [ scheme, value = '' ] = String( authorization || '' ).split( ' ' );
	if ( /^bearer$/i.test( scheme ) ) {
		return value;
	}
	if ( /^basic$/i.test( scheme ) ) {
		return Buffer.from( value, 'base64' )
			.toString( 'utf8' )
			.split( ':' )[ 0 ];
	}
	return '';
}

function authError( key: string ): Answer {
	return {
		ok: false,
		status: 401,
		error: {
			type: 'invalid_request_error',
			message: key
				? `Invalid API Key provided: ${ key.slice( 0, 8 ) }********${ key.slice( -4 ) }`
				: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
		},
	};
}

export function createRestApi( options: RestApiOptions ) {
	const routes: Route[] = [
		...INTENT_ROUTES,
		...CUSTOMER_ROUTES,
		...moneyRoutes( options.facts ),
	];

	function dispatch(
		method: string,
		path: string,
		params: Record< string, unknown >
	): Answer {
		for ( const route of routes ) {
			const match =
				route.method === method ? route.path.exec( path ) : null;
			if ( match ) {
				return route.handle(
					{
						books: options.books,
						params,
						expand: list( params.expand ),
						origin: options.origin,
					},
					[ ...match ]
				);
			}
		}
		return {
			ok: false,
			status: 404,
			error: {
				type: 'invalid_request_error',
				message: `Unrecognized request URL (${ method }: ${ path }). The Stripe double answers what the gateway calls (docs/real-store.md).`,
			},
		};
	}

	return async function handle(
		req: IncomingMessage,
		res: ServerResponse,
		url: URL
	): Promise< boolean > {
		if ( ! url.pathname.startsWith( '/v1/' ) ) {
			return false;
		}
		const method = String( req.method || 'GET' );
		const raw = await readRaw( req );
		const params = {
			...parseForm( url.search.slice( 1 ) ),
			...( method === 'GET' ? {} : parseForm( raw ) ),
		};
		const key = keyOf( req.headers.authorization );
		const answer =
			key === options.secretKey
				? dispatch( method, url.pathname, params )
				: authError( key );
		const status = answer.ok
			? 200
			: answer.status ||
				( answer.error.type === 'card_error' ? 402 : 400 );
		const body = answer.ok ? answer.value : { error: answer.error };
		const error = answer.ok ? null : answer.error;
		options.log.add( {
			method,
			path: url.pathname,
			params,
			status,
			result: answer.ok
				? String(
						( answer.value as { id?: string } ).id ||
							( answer.value as { object?: string } ).object ||
							''
					)
				: String( answer.error.code || answer.error.type ),
			object: answer.ok
				? String( ( answer.value as { id?: string } ).id || '' )
				: String(
						( error?.payment_intent || error?.setup_intent )?.id ||
							''
					),
		} );
		sendJson( res, status, body, {
			'Stripe-Version': String(
				req.headers[ 'stripe-version' ] || '2024-06-20'
			),
			'Request-Id': `req_${ Date.now().toString( 36 ) }`,
		} );
		return true;
	};
}
