/**
 * The batch route's own arguments, as WordPress checks them before any
 * request of the batch runs: `requests` required, at most 25, each with a
 * `path` and a method of POST, PUT, PATCH or DELETE, a `body` object and
 * `headers` of strings. A bad batch is one 400 `rest_invalid_param` (or
 * `rest_missing_callback_param`) naming every argument that failed.
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/Batch.php get_args()
 * (WooCommerce Blocks 11.8) and WordPress wp-includes/rest-api.php
 * rest_validate_value_from_schema() (6.x).
 */
import { invalidParams, restError } from './answers';
import type { StoreAnswer } from './answers';

/** `rest_get_max_batch_size`'s default, the route's `maxItems`. */
export const MAX_BATCH_SIZE = 25;

const METHODS = [ 'POST', 'PUT', 'PATCH', 'DELETE' ];

export interface BatchRequest {
	method: string;
	path: string;
	body: Record< string, unknown >;
	headers: Record< string, string | string[] >;
}

export const isObject = (
	value: unknown
): value is Record< string, unknown > =>
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
export function invalidBatch(
	body: Record< string, unknown >
): StoreAnswer | null {
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
