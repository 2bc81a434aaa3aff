/**
 * PHP-style form encoding (`a[b]=1&a[c][]=2`), which WordPress's ajax handlers
 * and `$_POST` read.
 */
import type { FormValue } from './types';

function append(
	params: URLSearchParams,
	key: string,
	value: FormValue
): void {
	if ( value === undefined ) {
		return;
	}
	if ( value === null ) {
		params.append( key, '' );
	} else if ( Array.isArray( value ) ) {
		value.forEach( ( item, index ) =>
			append( params, `${ key }[${ index }]`, item )
		);
	} else if ( typeof value === 'object' ) {
		for ( const [ child, item ] of Object.entries( value ) ) {
			append( params, `${ key }[${ child }]`, item );
		}
	} else {
		params.append( key, String( value ) );
	}
}

export function encodeForm(
	form: Record< string, FormValue >
): URLSearchParams {
	const params = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( form ) ) {
		append( params, key, value );
	}
	return params;
}
