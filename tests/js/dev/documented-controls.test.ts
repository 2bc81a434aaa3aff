/**
 * @jest-environment node
 */
/**
 * The development shop's guide (docs/development-shop.md) names every
 * control the shop has: each `/__dev/…` call it answers and each setting
 * `/__dev/settings` takes. A control added without a line there fails here.
 */
import { readFileSync } from 'fs';
import path from 'path';
import { DEFAULT_SETTINGS } from '../../../dev/server/dev-shop/settings';

const root = path.resolve( __dirname, '../../..' );
const guide = readFileSync(
	path.join( root, 'docs/development-shop.md' ),
	'utf8'
);
const controls = readFileSync(
	path.join( root, 'dev/server/dev-shop/controls.ts' ),
	'utf8'
);

const section = guide.slice(
	guide.indexOf( '## Test controls' ),
	guide.indexOf( '## Test cards' )
);

const CALLS = [
	...new Set(
		[ ...controls.matchAll( /pathname === '(\/__dev\/[a-z-]+)'/g ) ].map(
			( match ) => match[ 1 ]
		)
	),
];

describe( "The development shop guide's test controls", () => {
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
