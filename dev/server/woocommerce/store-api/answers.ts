/**
 * How every Store API answer is made and sent (src/StoreApi/Routes/V1/
 * AbstractRoute.php and AbstractCartRoute.php `add_response_headers()`): the
 * session's fresh `Nonce`, its timestamp, the user, the `Cart-Token` of the
 * session the request worked on and the cart's hash; errors as `{code,
 * message, data: {status}}` (AbstractRoute::error_to_response).
 *
 * A route makes its answer as a value (status, body, headers) rather than
 * writing it: the HTTP request sends it, and a batch (batch.ts) puts it in
 * its list of answers, as WordPress's REST server does with a
 * WP_REST_Response.
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/AbstractRoute.php,
 * AbstractCartRoute.php add_response_headers(), and
 * Schemas/V1/ErrorSchema.php.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../../http/respond';
import { nonceFor } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';
import { cartHash } from '../includes/cart-cookies';
import { createCartToken } from './cart-tokens';
import type { StoreContext } from './request';

/** A Store API answer, as WordPress's WP_REST_Response holds it. */
export interface StoreAnswer {
	status: number;
	body: unknown;
	headers: Record< string, string >;
}

/** The fresh nonce and who is asking: on every Store API answer. */
export function nonceHeaders( ctx: StoreContext ): Record< string, string > {
	return {
		Nonce: nonceFor( ctx.state, ctx.session, WOOCOMMERCE_NONCES.storeApi ),
		'Nonce-Timestamp': String( Math.floor( Date.now() / 1000 ) ),
		'User-ID': String( ctx.session.customerId ),
	};
}

export function storeHeaders( ctx: StoreContext ): Record< string, string > {
	return {
		...nonceHeaders( ctx ),
		// The session this request worked on, for the next request to name.
		'Cart-Token': createCartToken( ctx.state.nonceSalt, ctx.cartKey ),
		'Cart-Hash': cartHash( ctx.session.cart ),
	};
}

/** A route's answer with the Store API's headers. */
export function storeAnswer(
	ctx: StoreContext,
	status: number,
	body: unknown
): StoreAnswer {
	return { status, body, headers: storeHeaders( ctx ) };
}

/** A route's error (`get_route_error_response()` → `error_to_response()`). */
export function storeError(
	ctx: StoreContext,
	status: number,
	code: string,
	message: string,
	extra: Record< string, unknown > = {}
): StoreAnswer {
	return storeAnswer( ctx, status, {
		code,
		message,
		data: { ...extra, status },
	} );
}

/** An error WordPress's REST server answers before any route runs. */
export function restError(
	status: number,
	code: string,
	message: string,
	extra: Record< string, unknown > = {}
): StoreAnswer {
	return {
		status,
		body: { code, message, data: { status, ...extra } },
		headers: {},
	};
}

/**
 * WordPress's refusal of a request whose parameters break their schema
 * (`WP_REST_Request::has_valid_params()`): 400 `rest_invalid_param`, naming
 * each parameter, with its message under `params` and its error under
 * `details`. Null when nothing is wrong.
 */
export function invalidParams(
	problems: Record<
		string,
		{ code: string; message: string; data?: unknown }
	>
): StoreAnswer | null {
	const names = Object.keys( problems );
	if ( ! names.length ) {
		return null;
	}
	return restError(
		400,
		'rest_invalid_param',
		`Invalid parameter(s): ${ names.join( ', ' ) }`,
		{
			params: Object.fromEntries(
				names.map( ( name ) => [ name, problems[ name ].message ] )
			),
			details: Object.fromEntries(
				names.map( ( name ) => [
					name,
					{
						...problems[ name ],
						data: problems[ name ].data ?? null,
					},
				] )
			),
		}
	);
}

export function sendStoreAnswer(
	res: ServerResponse,
	answer: StoreAnswer
): void {
	sendJson( res, answer.status, answer.body, answer.headers );
}
