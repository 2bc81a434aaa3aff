/**
 * @jest-environment node
 */
/**
 * The development shop prints WordPress's packages as WordPress's script
 * loader would: every handle our asset files name and the whole closure of
 * what WordPress registers them with (dev/wordpress-packages.json), built
 * from the package versions in node_modules. A table that fell behind the
 * installed packages, or a handle a page needs that the shop does not know,
 * fails here.
 */
import { existsSync, readFileSync, readdirSync } from 'fs';
import path from 'path';
import WORDPRESS_PACKAGES from '../../../dev/wordpress-packages.json';
import { scriptsFor } from '../../../dev/server/wordpress/script-loader';

const root = path.resolve( __dirname, '../../..' );
const TABLE: Record< string, string[] > = WORDPRESS_PACKAGES.dependencies;
const PACKAGE_HANDLES = Object.keys( TABLE ).filter( ( handle ) =>
	handle.startsWith( 'wp-' )
);

const packageJson = ( handle: string ) =>
	JSON.parse(
		readFileSync(
			path.join(
				root,
				'node_modules/@wordpress',
				handle.slice( 'wp-'.length ),
				'package.json'
			),
			'utf8'
		)
	);

/** The `wp-*` handles a package's own dependencies stand for. */
const wordpressDependencies = ( handle: string ): string[] =>
	Object.keys( packageJson( handle ).dependencies || {} )
		.filter( ( name ) => name.startsWith( '@wordpress/' ) )
		.map( ( name ) => `wp-${ name.slice( '@wordpress/'.length ) }` )
		.sort();

/** Every handle one of our built scripts depends on (build/*.asset.php). */
function assetDependencies(): string[] {
	const build = path.join( root, 'build' );
	if ( ! existsSync( build ) ) {
		throw new Error( 'build/ is missing: run npm run build' );
	}
	const handles = new Set< string >();
	for ( const file of readdirSync( build ) ) {
		if ( ! file.endsWith( '.asset.php' ) ) {
			continue;
		}
		const source = readFileSync( path.join( build, file ), 'utf8' );
		const list = /'dependencies' => array\(([^)]*)\)/.exec( source );
		for ( const [ , handle ] of ( list?.[ 1 ] || '' ).matchAll(
			/'([^']+)'/g
		) ) {
			handles.add( handle );
		}
	}
	return [ ...handles ];
}

describe( 'the table of WordPress handles (dev/wordpress-packages.json)', () => {
	it( 'names where it was read: WordPress’s script-loader-packages.php and its vendor registrations', () => {
		expect( WORDPRESS_PACKAGES.source.packages ).toContain(
			'script-loader-packages.php'
		);
		expect( WORDPRESS_PACKAGES.source.vendor ).toContain(
			'wp_default_packages_vendor'
		);
	} );

	it( 'registers wp-data as WordPress does', () => {
		expect( TABLE[ 'wp-data' ] ).toEqual( [
			'react-jsx-runtime',
			'wp-compose',
			'wp-deprecated',
			'wp-element',
			'wp-is-shallow-equal',
			'wp-priority-queue',
			'wp-private-apis',
			'wp-redux-routine',
		] );
	} );

	it( 'is closed: every dependency is a handle of the table', () => {
		for ( const dependencies of Object.values( TABLE ) ) {
			for ( const dependency of dependencies ) {
				expect( Object.keys( TABLE ) ).toContain( dependency );
			}
		}
	} );

	it.each( PACKAGE_HANDLES )(
		'%s depends on the same WordPress packages as its version in node_modules',
		( handle ) => {
			expect(
				TABLE[ handle ].filter( ( dependency ) =>
					dependency.startsWith( 'wp-' )
				)
			).toEqual( wordpressDependencies( handle ) );
		}
	);

	it( 'holds every handle our built scripts name that WordPress provides', () => {
		const wordpress = assetDependencies().filter(
			( handle ) => ! handle.startsWith( 'wc-' )
		);
		expect( wordpress.length ).toBeGreaterThan( 0 );
		for ( const handle of wordpress ) {
			expect( Object.keys( TABLE ) ).toContain( handle );
		}
	} );
} );

describe( 'the shop prints the closure, dependencies first', () => {
	it( 'a script that needs wp-i18n gets wp-hooks before it', () => {
		expect( scriptsFor( [ 'wp-i18n' ] ) ).toEqual( [
			'/dev-build/wordpress/wp-hooks.js',
			'/dev-build/wordpress/wp-i18n.js',
		] );
	} );

	it( 'a script that needs wp-data gets React and every package wp-data and wp-compose need, each once', () => {
		const printed = scriptsFor( [ 'wp-data' ] ).map( ( src ) =>
			path.basename( src, '.js' )
		);
		expect( [ ...printed ].sort() ).toEqual(
			[
				'react',
				'react-dom',
				'react-jsx-runtime',
				'wp-compose',
				'wp-data',
				'wp-deprecated',
				'wp-dom',
				'wp-element',
				'wp-escape-html',
				'wp-hooks',
				'wp-i18n',
				'wp-is-shallow-equal',
				'wp-keycodes',
				'wp-priority-queue',
				'wp-private-apis',
				'wp-redux-routine',
				'wp-undo-manager',
			].sort()
		);
		printed.forEach( ( handle, index ) => {
			for ( const dependency of TABLE[ handle ] ) {
				expect( printed.indexOf( dependency ) ).toBeLessThan( index );
			}
		} );
	} );

	it( 'a handle nobody registered is an error, not a page that quietly lacks it', () => {
		expect( () => scriptsFor( [ 'wp-components' ] ) ).toThrow(
			'No script is registered as "wp-components"'
		);
	} );

	it( 'each built file takes from other handles exactly what WordPress registers it with', () => {
		const folder = path.join( root, 'dev/build/wordpress' );
		for ( const handle of PACKAGE_HANDLES ) {
			const file = path.join( folder, `${ handle }.js` );
			if ( ! existsSync( file ) ) {
				throw new Error( `${ file } is missing: run npm run build` );
			}
			const source = readFileSync( file, 'utf8' );
			const taken = new Set< string >();
			for ( const [ , name ] of source.matchAll(
				/window\.wp\.(\w+)\b(?!=)/g
			) ) {
				taken.add(
					`wp-${ name.replace(
						/[A-Z]/g,
						( letter ) => `-${ letter.toLowerCase() }`
					) }`
				);
			}
			const own = `wp-${ handle.slice( 3 ) }`;
			taken.delete( own );
			for ( const [ global, dependency ] of [
				[ 'window.React', 'react' ],
				[ 'window.ReactDOM', 'react-dom' ],
				[ 'window.ReactJSXRuntime', 'react-jsx-runtime' ],
			] ) {
				if ( new RegExp( `${ global }\\b` ).test( source ) ) {
					taken.add( dependency );
				}
			}
			for ( const dependency of taken ) {
				expect( [ handle, TABLE[ handle ] ] ).toEqual( [
					handle,
					expect.arrayContaining( [ dependency ] ),
				] );
			}
		}
	} );
} );
