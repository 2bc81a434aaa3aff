/**
 * @jest-environment node
 */
/**
 * The README's test controls name every control the development shop has:
 * each `/__dev/…` call it answers and each setting `/__dev/settings` takes.
 * A control added without a line there fails here.
 */
import { readFileSync } from 'fs';
import path from 'path';
import { DEFAULT_SETTINGS } from '../../../dev/server/shop/settings';

const root = path.resolve( __dirname, '../../..' );
const readme = readFileSync( path.join( root, 'README.md' ), 'utf8' );
const controls = readFileSync(
	path.join( root, 'dev/server/routes/dev-controls.ts' ),
	'utf8'
);

const section = readme.slice(
	readme.indexOf( '### Test controls' ),
	readme.indexOf( '### Test cards' )
);

const CALLS = [
	...new Set(
		[ ...controls.matchAll( /pathname === '(\/__dev\/[a-z-]+)'/g ) ].map(
			( match ) => match[ 1 ]
		)
	),
];

describe( "The README's test controls", () => {
	it( 'the shop answers some calls (the list below is read from its source)', () => {
		expect( CALLS ).toEqual(
			expect.arrayContaining( [ '/__dev/reset', '/__dev/faults' ] )
		);
	} );

	it.each( CALLS )( 'names %s', ( call ) => {
		expect( section ).toContain( `${ call }\`` );
	} );

	it.each( Object.keys( DEFAULT_SETTINGS ) )(
		'names the setting %s',
		( setting ) => {
			expect( section ).toContain( `\`${ setting }\`` );
		}
	);
} );
