/**
 * Which schema a Store API answer must follow, by its route, method and
 * status, and the check itself: the body's keys and types, and the headers
 * WooCommerce sends with every answer of its own routes (`Nonce`,
 * `Nonce-Timestamp`, `User-ID`; a cart or checkout route's `Cart-Token`,
 * AbstractCartRoute::add_response_headers(); Batch.php sends no cart
 * token). A batch's answers are each checked against their own route.
 * Errors WordPress answers before a route runs (`rest_…` codes) carry no
 * Store API headers.
 */
import { BATCH, FAILED_BATCH } from './batch';
import { CART } from './cart';
import { CHECKOUT } from './checkout';
import { CONFLICT, ERROR, INVALID_PARAM, MISSING_PARAM } from './error';
import { validate } from './schema';
import type { Schema } from './schema';

/** One request to the Store API and what it answered. */
export interface StoreApiExchange {
	method: string;
	/** The REST route after `/wc/store/v1`, e.g. `/cart/add-item`. */
	route: string;
	status: number;
	body: unknown;
	/** The answer's headers (any case). */
	headers: Record< string, unknown >;
	/** What was sent: a batch's requests are read from it. */
	requestBody?: unknown;
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

const isCheckout = ( route: string ) => /^\/checkout(\/\d+)?$/.test( route );

function errorSchema( status: number, body: unknown ): Schema {
	const code = isRecord( body ) ? body.code : '';
	if ( code === 'rest_invalid_param' ) {
		return INVALID_PARAM;
	}
	if ( code === 'rest_missing_callback_param' ) {
		return MISSING_PARAM;
	}
	return status === 409 ? CONFLICT : ERROR;
}

/** The schema of a route's answer; null for a route WooCommerce lacks. */
function schemaFor( exchange: StoreApiExchange ): Schema | null {
	const { route, status, body } = exchange;
	const success = status >= 200 && status < 300;
	// A checkout whose payment failed is still an order answer.
	if (
		isCheckout( route ) &&
		( success || ( isRecord( body ) && 'payment_result' in body ) )
	) {
		return CHECKOUT;
	}
	if ( ! success ) {
		return errorSchema( status, body );
	}
	if ( route === '/batch' ) {
		return isRecord( body ) && 'failed' in body ? FAILED_BATCH : BATCH;
	}
	return /^\/cart(\/[a-z-]+)?$/.test( route ) ? CART : null;
}

/** Made by WordPress before any route ran: no Store API headers. */
const answeredByWordPress = ( body: unknown ) =>
	isRecord( body ) &&
	typeof body.code === 'string' &&
	body.code.startsWith( 'rest_' );

function headerProblems( exchange: StoreApiExchange, where: string ): string[] {
	if ( answeredByWordPress( exchange.body ) ) {
		return [];
	}
	const names = new Set(
		Object.keys( exchange.headers ).map( ( name ) => name.toLowerCase() )
	);
	const wanted = [ 'nonce', 'nonce-timestamp', 'user-id' ];
	if ( exchange.route !== '/batch' ) {
		wanted.push( 'cart-token' );
	}
	return wanted
		.filter( ( name ) => ! names.has( name ) )
		.map( ( name ) => `${ where } header ${ name }: missing` );
}

/** A batch's answers, each against the route its request named. */
function batchProblems( exchange: StoreApiExchange, where: string ): string[] {
	const requests =
		isRecord( exchange.requestBody ) &&
		Array.isArray( exchange.requestBody.requests )
			? exchange.requestBody.requests
			: [];
	const responses =
		isRecord( exchange.body ) && Array.isArray( exchange.body.responses )
			? exchange.body.responses
			: [];
	if ( responses.length !== requests.length ) {
		return [
			`${ where }: ${ responses.length } answers for ${ requests.length } requests`,
		];
	}
	return responses.flatMap( ( envelope, index ) => {
		if ( envelope === null ) {
			return [];
		}
		const request = requests[ index ] as Record< string, unknown >;
		const path = String( request?.path || '' ).split( '?' )[ 0 ];
		return storeApiProblems(
			{
				method: String( request?.method || 'POST' ),
				route: path.replace( /^\/wc\/store\/v1/, '' ),
				status: Number( envelope.status ),
				body: envelope.body,
				headers: isRecord( envelope.headers ) ? envelope.headers : {},
				requestBody: request?.body,
			},
			`${ where } → requests[${ index }] ${ path }`
		);
	} );
}

/** Every way an answer departs from WooCommerce's; empty when it follows it. */
export function storeApiProblems(
	exchange: StoreApiExchange,
	where = `${ exchange.method } ${ exchange.route } (${ exchange.status })`
): string[] {
	const schema = schemaFor( exchange );
	if ( ! schema ) {
		return [ `${ where }: no such Store API route in WooCommerce` ];
	}
	const problems = [
		...validate( exchange.body, schema ).map(
			( problem ) => `${ where } ${ problem }`
		),
		...headerProblems( exchange, where ),
	];
	if ( exchange.route === '/batch' && exchange.status === 207 ) {
		problems.push( ...batchProblems( exchange, where ) );
	}
	return problems;
}
