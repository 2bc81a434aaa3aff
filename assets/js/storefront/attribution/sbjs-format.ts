/**
 * The cookie format of sourcebuster, the library WooCommerce reads visits
 * with, so a shop that also runs WooCommerce's own script sees the same
 * cookies: `sbjs_current`, `sbjs_current_add`, `sbjs_first`,
 * `sbjs_first_add`, `sbjs_session`, `sbjs_udata` (and `sbjs_migrations`),
 * each a list of `alias=value` pairs joined by `|||`. The whole value is
 * URI-encoded (with ! ~ * ' ( ) too); on reading, each value is decoded once
 * more, as sourcebuster does.
 */
export const SBJS = {
	current: 'sbjs_current',
	current_add: 'sbjs_current_add',
	first: 'sbjs_first',
	first_add: 'sbjs_first_add',
	session: 'sbjs_session',
	udata: 'sbjs_udata',
	migrations: 'sbjs_migrations',
	promo: 'sbjs_promo',
} as const;

export type SbjsCookie = keyof typeof SBJS;

/** The same names, as the page's code loops over them (fewer bytes). */
export const SBJS_NAMES =
	'current current_add first first_add session udata migrations promo'
		.split( ' ' )
		.map( ( name ) => 'sbjs_' + name );

const DELIMITER = '|||';
export const NONE = '(none)';

export function encodeValue( value: string ): string {
	return encodeURIComponent( value ).replace(
		/[!~*'()]/g,
		( char ) => '%' + char.charCodeAt( 0 ).toString( 16 ).toUpperCase()
	);
}

export function decodeValue( value: string ): string {
	try {
		return decodeURIComponent( value ).replace(
			/%(21|7E|2A|27|28|29)/g,
			( _, hex: string ) => String.fromCharCode( parseInt( hex, 16 ) )
		);
	} catch {
		return '';
	}
}

/** `alias=value|||alias=value`, values as they are (encoded as a whole). */
export function pack( pairs: Array< [ string, string | number ] > ): string {
	return pairs
		.map( ( [ alias, value ] ) => `${ alias }=${ value }` )
		.join( DELIMITER );
}

/** A decoded cookie value → its pairs (values decoded once more). */
export function unpack( value: string | null ): Record< string, string > {
	const pairs: Record< string, string > = {};
	if ( value ) {
		for ( const pair of value.split( DELIMITER ) ) {
			const index = pair.indexOf( '=' );
			const alias = index < 0 ? pair : pair.slice( 0, index );
			pairs[ alias ] = decodeValue(
				index < 0 ? '' : pair.slice( index + 1 )
			);
		}
	}
	return pairs;
}
