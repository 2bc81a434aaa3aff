/**
 * A small JSON-Schema-like description of an answer, and the check that an
 * answer follows it: every key listed is required (WooCommerce's
 * `get_item_response()` writes every one), each with its type, `null` only
 * where the type allows it. Keys not listed are allowed: newer WooCommerce
 * versions add keys, and extensions add theirs.
 */
export type JsonType =
	'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface Schema {
	type: JsonType | JsonType[];
	/** An object's keys, each required unless named in `optional`. */
	properties?: Record< string, Schema >;
	optional?: string[];
	/** Every value of a map-like object (an extension's data, say). */
	values?: Schema;
	/** An array's items. */
	items?: Schema;
	/** The values a string may take. */
	enum?: unknown[];
}

/** Shorthands for the schema files. */
export const string: Schema = { type: 'string' };
export const integer: Schema = { type: 'integer' };
export const number: Schema = { type: 'number' };
export const boolean: Schema = { type: 'boolean' };
export const anyObject: Schema = { type: 'object' };
export const arrayOf = ( items: Schema ): Schema => ( {
	type: 'array',
	items,
} );
export const objectOf = (
	properties: Record< string, Schema >,
	optional: string[] = []
): Schema => ( { type: 'object', properties, optional } );
export const nullable = ( schema: Schema ): Schema => ( {
	...schema,
	type: [ ...( [] as JsonType[] ).concat( schema.type ), 'null' ],
} );

function typeOf( value: unknown ): JsonType {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'array';
	}
	if ( typeof value === 'number' ) {
		return Number.isInteger( value ) ? 'integer' : 'number';
	}
	return typeof value as JsonType;
}

function fits( value: unknown, type: JsonType ): boolean {
	const actual = typeOf( value );
	return actual === type || ( type === 'number' && actual === 'integer' );
}

/** Where an answer departs from its schema, one line per problem. */
export function validate(
	value: unknown,
	schema: Schema,
	path = '$'
): string[] {
	const types = ( [] as JsonType[] ).concat( schema.type );
	if ( ! types.some( ( type ) => fits( value, type ) ) ) {
		return [
			`${ path }: expected ${ types.join( ' or ' ) }, got ${
				value === undefined ? 'nothing' : typeOf( value )
			}`,
		];
	}
	if ( schema.enum && ! schema.enum.includes( value ) ) {
		return [
			`${ path }: ${ JSON.stringify( value ) } is not one of ${ schema.enum
				.map( ( entry ) => JSON.stringify( entry ) )
				.join( ', ' ) }`,
		];
	}
	const problems: string[] = [];
	if ( Array.isArray( value ) && schema.items ) {
		value.forEach( ( item, index ) =>
			problems.push(
				...validate(
					item,
					schema.items as Schema,
					`${ path }[${ index }]`
				)
			)
		);
	}
	if ( typeOf( value ) === 'object' ) {
		const record = value as Record< string, unknown >;
		for ( const [ key, child ] of Object.entries(
			schema.properties || {}
		) ) {
			if ( ! ( key in record ) ) {
				if ( ! schema.optional?.includes( key ) ) {
					problems.push( `${ path }.${ key }: missing` );
				}
				continue;
			}
			problems.push(
				...validate( record[ key ], child, `${ path }.${ key }` )
			);
		}
		if ( schema.values ) {
			for ( const [ key, child ] of Object.entries( record ) ) {
				problems.push(
					...validate( child, schema.values, `${ path }.${ key }` )
				);
			}
		}
	}
	return problems;
}
