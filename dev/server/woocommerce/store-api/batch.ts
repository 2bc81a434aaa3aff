/**
 * POST /wc/store/v1/batch: several Store API writes in one HTTP request, as
 * WooCommerce's checkout sends its cart writes (an address change is
 * `cart/update-customer` inside a batch).
 *
 * WordPress first checks the batch's own arguments (`requests` required, at
 * most 25, each with a `path` and a method of POST, PUT, PATCH or DELETE,
 * a `body` object and `headers` of strings): a bad batch is one 400
 * `rest_invalid_param` (or `rest_missing_callback_param`). WooCommerce then
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
import { invalidParams, nonceHeaders, restError, storeError } from './answers';
import type { StoreAnswer } from './answers';
import {
	answerRoute,
	matchRoute,
	missingParams,
	noRoute,
} from './route-handlers';
import type { StoreContext } from './request';
import { STORE_API_ROUTE } from './namespace';

/** `rest_get_max_batch_size`'s default, the route's `maxItems`. */
export const MAX_BATCH_SIZE = 25;

const METHODS = [ 'POST', 'PUT', 'PATCH', 'DELETE' ];

interface BatchRequest {
	method: string;
	path: string;
	body: Record< string, unknown >;
	headers: Record< string, string | string[] >;
}

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

/** `wp_sprintf( '%l', … )`: "a, b, and c"; "a and b". */
function listOf( items: string[] ): string {
	if ( items.length < 3 ) {
		return items.join( ' and ' );
	}
	return `${ items.slice( 0, -1 ).join( ', ' ) }, and ${
		items[ items.length - 1 ]
	}`;
}

/** One failed argument check, as `rest_validate_value_from_schema()`. */
type Invalid = { code: string; message: string; data: unknown };

const notOfType = ( param: string, type: string ): Invalid => ( {
	code: 'rest_invalid_type',
	message: `${ param } is not of type ${ type }.`,
	data: { param },
} );

function invalidRequest( value: unknown, index: number ): Invalid | null {
	const param = `requests[${ index }]`;
	if ( ! isObject( value ) ) {
		return notOfType( param, 'object' );
	}
	if ( value.path === undefined ) {
		return {
			code: 'rest_property_required',
			message: `path is a required property of ${ param }.`,
			data: null,
		};
	}
	if ( value.method !== undefined ) {
		if ( typeof value.method !== 'string' ) {
			return notOfType( `${ param }[method]`, 'string' );
		}
		if ( ! METHODS.includes( value.method ) ) {
			return {
				code: 'rest_not_in_enum',
				message: `${ param }[method] is not one of ${ listOf(
					METHODS
				) }.`,
				data: null,
			};
		}
	}
	if ( typeof value.path !== 'string' ) {
		return notOfType( `${ param }[path]`, 'string' );
	}
	if ( value.body !== undefined && ! isObject( value.body ) ) {
		return notOfType( `${ param }[body]`, 'object' );
	}
	if ( value.headers !== undefined ) {
		if ( ! isObject( value.headers ) ) {
			return notOfType( `${ param }[headers]`, 'object' );
		}
		for ( const [ name, header ] of Object.entries( value.headers ) ) {
			const fine =
				typeof header === 'string' ||
				( Array.isArray( header ) &&
					header.every( ( entry ) => typeof entry === 'string' ) );
			if ( ! fine ) {
				return notOfType(
					`${ param }[headers][${ name }]`,
					'string,array'
				);
			}
		}
	}
	return null;
}

/** The batch route's arguments, as WordPress checks them first. */
function invalidBatch( body: Record< string, unknown > ): StoreAnswer | null {
	if ( body.requests === undefined || body.requests === null ) {
		return restError(
			400,
			'rest_missing_callback_param',
			'Missing parameter(s): requests',
			{ params: [ 'requests' ] }
		);
	}
	const problems: Record< string, Invalid > = {};
	const { requests, validation } = body;
	if (
		validation !== undefined &&
		! [ 'require-all-validate', 'normal' ].includes( String( validation ) )
	) {
		problems.validation = {
			code: 'rest_not_in_enum',
			message:
				'validation is not one of require-all-validate and normal.',
			data: null,
		};
	}
	if ( ! Array.isArray( requests ) ) {
		problems.requests = notOfType( 'requests', 'array' );
	} else {
		const item = requests
			.map( ( value, index ) => invalidRequest( value, index ) )
			.find( Boolean );
		if ( item ) {
			problems.requests = item;
		} else if ( requests.length > MAX_BATCH_SIZE ) {
			problems.requests = {
				code: 'rest_too_many_items',
				message: `requests must contain at most ${ MAX_BATCH_SIZE } items.`,
				data: null,
			};
		}
	}
	return invalidParams( problems );
}

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
