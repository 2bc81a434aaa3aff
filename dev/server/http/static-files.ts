/**
 * Serves the built bundles: /build/* (product) and /dev-build/* (the shop's
 * browser scripts). Paths cannot leave their folder.
 *
 * Follows: none: the development shop's own static file server.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

const ROOT = path.resolve( __dirname, '../../..' );
const MOUNTS: Record< string, string > = {
	'/build/': path.join( ROOT, 'build' ),
	'/dev-build/': path.join( ROOT, 'dev/build' ),
	'/docs/': path.join( ROOT, 'docs' ),
	// Other plugins' jQuery, for the browser tests of the event bridge.
	'/dev-vendor/': path.join( ROOT, 'node_modules/jquery/dist' ),
};
const TYPES: Record< string, string > = {
	'.js': 'text/javascript; charset=UTF-8',
	'.css': 'text/css; charset=UTF-8',
	'.json': 'application/json; charset=UTF-8',
	'.png': 'image/png',
	'.svg': 'image/svg+xml',
	'.map': 'application/json; charset=UTF-8',
};

/**
 * A file asked for with its version (`?ver=`, as WordPress prints every
 * script and as our chunks are fetched) never changes under that address:
 * it is cached for a year, as hosts serve such files. Without one it is
 * checked again each time (the shop rebuilds while it runs).
 */
const cacheControl = ( url: URL ) =>
	url.searchParams.has( 'ver' )
		? 'public, max-age=31536000, immutable'
		: 'no-cache';

export function serveStatic( url: URL, res: ServerResponse ): boolean {
	const { pathname } = url;
	const mount = Object.keys( MOUNTS ).find( ( prefix ) =>
		pathname.startsWith( prefix )
	);
	if ( ! mount ) {
		return false;
	}
	const base = MOUNTS[ mount ];
	const file = path.resolve(
		base,
		'.' + decodeURIComponent( pathname.slice( mount.length - 1 ) )
	);
	if (
		! file.startsWith( base + path.sep ) ||
		! existsSync( file ) ||
		! statSync( file ).isFile()
	) {
		res.writeHead( 404, { 'Content-Type': 'text/plain' } );
		res.end( 'Not found' );
		return true;
	}
	res.writeHead( 200, {
		'Content-Type':
			TYPES[ path.extname( file ) ] || 'application/octet-stream',
		'Cache-Control': cacheControl( url ),
	} );
	res.end( readFileSync( file ) );
	return true;
}
