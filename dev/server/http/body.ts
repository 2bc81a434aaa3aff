/**
 * Request bodies: JSON, or form data with PHP's nested keys (`a[b][]=1`) as
 * WordPress reads them into `$_POST`.
 *
 * Follows: PHP's $_POST parsing of nested form keys and WordPress's
 * wp_unslash().
 */
import type { IncomingMessage } from 'node:http';

export type FormData = Record< string, unknown >;

const MAX_BODY = 1024 * 1024;

export function readRaw( req: IncomingMessage ): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		let size = 0;
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size > MAX_BODY ) {
				reject( new Error( 'Request body too large' ) );
				req.destroy();
				return;
			}
			chunks.push( chunk );
		} );
		req.on( 'end', () =>
			resolve( Buffer.concat( chunks ).toString( 'utf8' ) )
		);
		req.on( 'error', reject );
	} );
}

function setPath( target: FormData, path: string[], value: string ): void {
	let node: Record< string, unknown > = target;
	path.forEach( ( segment, index ) => {
		const last = index === path.length - 1;
		const key =
			segment === '' ? String( Object.keys( node ).length ) : segment;
		if ( last ) {
			node[ key ] = value;
			return;
		}
		if ( typeof node[ key ] !== 'object' || node[ key ] === null ) {
			node[ key ] = {};
		}
		node = node[ key ] as Record< string, unknown >;
	} );
}

/** Objects whose keys are 0..n-1 become arrays, as PHP lists read in JSON. */
function listify( value: unknown ): unknown {
	if ( ! value || typeof value !== 'object' ) {
		return value;
	}
	const entries = Object.entries( value as Record< string, unknown > ).map(
		( [ key, item ] ) => [ key, listify( item ) ] as const
	);
	const isList =
		entries.length > 0 &&
		entries.every( ( [ key ], index ) => key === String( index ) );
	return isList
		? entries.map( ( [ , item ] ) => item )
		: Object.fromEntries( entries );
}

export function parseForm( text: string ): FormData {
	const result: FormData = {};
	for ( const [ name, value ] of new URLSearchParams( text ) ) {
		const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec( name );
		const path = match
			? [
					match[ 1 ],
					...( match[ 2 ].match( /\[([^\]]*)\]/g ) || [] ).map(
						( part ) => part.slice( 1, -1 )
					),
				]
			: [ name ];
		setPath( result, path, value );
	}
	return listify( result ) as FormData;
}

export async function readBody( req: IncomingMessage ): Promise< FormData > {
	const text = await readRaw( req );
	const type = String( req.headers[ 'content-type' ] || '' );
	if ( type.includes( 'application/json' ) ) {
		try {
			const parsed = text ? JSON.parse( text ) : {};
			return parsed && typeof parsed === 'object' ? parsed : {};
		} catch {
			return {};
		}
	}
	return parseForm( text );
}
