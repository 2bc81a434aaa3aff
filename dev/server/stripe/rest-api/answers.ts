/**
 * What a REST route answers: a Stripe object, or a Stripe error with the
 * HTTP status Stripe gives it (402 for a card error, 404 for a missing
 * object, 400 otherwise).
 *
 * Follows: Stripe's API errors (docs.stripe.com/api/errors).
 */
import type { StripeError } from '../types';
import type { Books } from './stripe-objects';

export type Answer =
	| { ok: true; value: unknown }
	| { ok: false; error: StripeError; status?: number };

/** Form parameters as parsed (http/body.ts parseForm), plus the query's. */
export type Params = Record< string, unknown >;

export interface RouteContext {
	books: Books;
	params: Params;
	/** The `expand[]` asked for. */
	expand: string[];
	/** The double's own address, for pages a redirect opens. */
	origin: string;
}

export interface Route {
	method: 'GET' | 'POST' | 'DELETE';
	path: RegExp;
	handle: ( context: RouteContext, match: string[] ) => Answer;
}

export const ok = ( value: unknown ): Answer => ( { ok: true, value } );

export function missing( kind: string, id: string ): Answer {
	return {
		ok: false,
		status: 404,
		error: {
			type: 'invalid_request_error',
			code: 'resource_missing',
			message: `No such ${ kind }: '${ id }'`,
			param: 'id',
		},
	};
}

export function invalid( message: string, param?: string ): Answer {
	return {
		ok: false,
		error: {
			type: 'invalid_request_error',
			code: param ? 'parameter_missing' : 'parameter_invalid',
			message,
			...( param ? { param } : {} ),
		},
	};
}

/** A `"true"` / `"false"` form value, as Stripe reads booleans. */
export const isTrue = ( value: unknown ) =>
	value === true || value === 'true' || value === '1';

export const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

export const record = < T = unknown >(
	value: unknown
): Record< string, T > | undefined =>
	value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Record< string, T > )
		: undefined;

export const list = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.map( String )
		: value && typeof value === 'object'
			? Object.values( value as Record< string, unknown > ).map( String )
			: [];
