/**
 * POST /wc/store/v1/batch: several Store API writes in one HTTP request, as
 * WooCommerce's checkout sends its cart writes (an address change is
 * `cart/update-customer` inside a batch).
 *
 * WordPress first checks the batch's own arguments (batch-validation.ts):
 * a bad batch is one 400 `rest_invalid_param` (or
 * `rest_missing_callback_param`). WooCommerce then
 * refuses a path outside the Store API (400 `woocommerce_rest_invalid_path`)
 * and hands the batch to WordPress's `serve_batch_request_v1()`: each
 * request is matched to its route (404 `rest_no_route`; 400
 * `rest_batch_not_allowed` for a route that does not take part in
 * batches), its arguments checked, then, unless `validation` is
 * `require-all-validate` and one failed, each runs in turn with its own
 * body and its own headers (its `Nonce` among them: the batch's own
 * headers do not reach it). The answer is 207 with one
 * `{ body, status, headers }` per request, in order, and the batch route's
 * own headers (`Nonce`, `X-WC-Store-API-Nonce`, `Nonce-Timestamp`,
 * `User-ID`).
 *
 * The cart the requests work on is the batch request's (its cookie, or its
 * `Cart-Token`); a request's own `Cart-Token` header spares it the Nonce
 * only when it names that same cart.
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/Batch.php (WooCommerce Blocks
 * 11.8, unchanged in WooCommerce 9.x) and WordPress
 * wp-includes/rest-api/class-wp-rest-server.php serve_batch_request_v1(),
 * envelope_response(), wp-includes/rest-api.php
 * rest_validate_value_from_schema() (6.x).
 */
import type { IncomingMessage } from 'node:http';
import { cartTokenSessionKey } from './cart-tokens';
import { nonceHeaders, restError, storeError } from './answers';
import type { StoreAnswer } from './answers';
import {
	answerRoute,
	matchRoute,
	missingParams,
	noRoute,
} from './route-handlers';
import type { StoreContext } from './request';
import { STORE_API_ROUTE } from './namespace';
import { invalidBatch, isObject } from './batch-validation';
import type { BatchRequest } from './batch-validation';

function asRequest( value: Record< string, unknown > ): BatchRequest {
	return {
		method: typeof value.method === 'string' ? value.method : 'POST',
		path: String( value.path ),
		body: isObject( value.body ) ? value.body : {},
		headers: isObject( value.headers )
			? ( value.headers as BatchRequest[ 'headers' ] )
			: {},
	};
}

/** `set_headers()`: a request's own headers, by lower-case name. */
function headersOf( request: BatchRequest ): IncomingMessage[ 'headers' ] {
	return Object.fromEntries(
		Object.entries( request.headers ).map( ( [ name, value ] ) => [
			name.toLowerCase(),
			Array.isArray( value ) ? value.join( ',' ) : value,
		] )
	);
}

/** The context one of the batch's requests runs in. */
function requestContext(
	ctx: StoreContext,
	request: BatchRequest,
	url: URL
): StoreContext {
	const headers = headersOf( request );
	const ownToken = cartTokenSessionKey(
		ctx.state.nonceSalt,
		headers[ 'cart-token' ]
	);
	return {
		...ctx,
		req: { method: request.method, headers } as IncomingMessage,
		url,
		body: request.body as StoreContext[ 'body' ],
		tokenCart: ownToken !== null && ownToken === ctx.cartKey,
	};
}

/** `envelope_response()`: what one request answered. */
const envelope = ( answer: StoreAnswer ) => ( {
	body: answer.body,
	status: answer.status,
	headers: answer.headers,
} );

/** The batch route's answer: its own headers, no cart token. */
function batchAnswer(
	ctx: StoreContext,
	status: number,
	body: unknown
): StoreAnswer {
	const headers = nonceHeaders( ctx );
	return {
		status,
		body,
		headers: {
			Nonce: headers.Nonce,
			'X-WC-Store-API-Nonce': headers.Nonce,
			'Nonce-Timestamp': headers[ 'Nonce-Timestamp' ],
			'User-ID': headers[ 'User-ID' ],
		},
	};
}

export function batchRoute( ctx: StoreContext ): StoreAnswer {
	const invalid = invalidBatch( ctx.body );
	if ( invalid ) {
		return invalid;
	}
	const requests = (
		ctx.body.requests as Array< Record< string, unknown > >
	 ).map( asRequest );
	if ( requests.some( ( request ) => ! /wc\/store/i.test( request.path ) ) ) {
		const refused = storeError(
			ctx,
			400,
			'woocommerce_rest_invalid_path',
			'Invalid path provided.'
		);
		return batchAnswer( ctx, refused.status, refused.body );
	}
	// Match and check every request before any runs.
	const prepared = requests.map( ( request ) => {
		const url = new URL( request.path, ctx.origin );
		const sub = requestContext( ctx, request, url );
		const route = url.pathname.startsWith( `${ STORE_API_ROUTE }/` )
			? url.pathname.slice( STORE_API_ROUTE.length )
			: '';
		const match = route ? matchRoute( route, request.method ) : noRoute();
		let error: StoreAnswer | null = null;
		if ( ! ( 'handle' in match ) ) {
			error = match;
		} else if ( ! match.batch ) {
			error = restError(
				400,
				'rest_batch_not_allowed',
				'The requested route does not support batch requests.'
			);
		} else {
			error = missingParams( match, sub );
		}
		return {
			sub,
			route: route || '',
			match,
			error,
			method: request.method,
		};
	} );
	if (
		ctx.body.validation === 'require-all-validate' &&
		prepared.some( ( entry ) => entry.error )
	) {
		return batchAnswer( ctx, 207, {
			failed: 'validation',
			responses: prepared.map( ( entry ) =>
				entry.error ? envelope( entry.error ) : null
			),
		} );
	}
	const responses = prepared.map( ( { error, match, sub, route, method } ) =>
		envelope(
			error ||
				( 'handle' in match
					? answerRoute( sub, match, route, method )
					: match )
		)
	);
	return batchAnswer( ctx, 207, { responses } );
}
