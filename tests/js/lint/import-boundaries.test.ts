/**
 * @jest-environment node
 */
/**
 * The lint rule that keeps imports running one way: a page's script puts
 * surfaces together and nothing imports it, surfaces use only the core and
 * the stores, the stores only the core, the core nothing of ours above it,
 * and product code never the development shop or the tests. Each
 * case lints a small module as if it stood at the given path, with the
 * project's own ESLint configuration (the ESLint `wp-scripts lint-js` runs).
 */
import { spawnSync } from 'child_process';
import path from 'path';

const RULE = 'import/no-restricted-paths';

const REFUSED: Array< [ string, string ] > = [
	[ 'assets/js/blocks/x.ts', '../storefront/store-notice' ],
	[ 'assets/js/blocks/x.ts', '../classic/checkout/start' ],
	[ 'assets/js/classic/checkout/x.ts', '../../express/checkout-buttons' ],
	[ 'assets/js/express/x.ts', '../blocks/register' ],
	[ 'assets/js/storefront/x.ts', '../blocks/register' ],
	[ 'assets/js/pay-later/x.ts', '../express/wallet-buttons' ],
];
const STORE_TO_SURFACE: [ string, string ] = [
	'assets/js/stores/stripe/x.ts',
	'../../blocks/register',
];
const CORE_TO_STORE: [ string, string ] = [
	'assets/js/core/stripe/x.ts',
	'../../stores/stripe/index',
];
const CORE_TO_SURFACE: [ string, string ] = [
	'assets/js/core/stripe/x.ts',
	'../../express/checkout-buttons',
];
const PRODUCT_TO_SHOP: [ string, string ] = [
	'assets/js/core/stripe/x.ts',
	'../../../../dev/server/app',
];
const PRODUCT_TO_TESTS: [ string, string ] = [
	'assets/js/blocks/x.ts',
	'../../../tests/js/fixtures/stripe-data',
];
const TO_PAGE: Array< [ string, string ] > = [
	[ 'assets/js/storefront/x.ts', '../pages/shop' ],
	[ 'assets/js/core/dom/x.ts', '../../pages/wallets' ],
];
const ALLOWED: Array< [ string, string ] > = [
	// A page's script starts the surfaces its page has.
	[ 'assets/js/pages/x.ts', '../classic/checkout/start' ],
	[ 'assets/js/pages/x.ts', '../express/product-cart-buttons' ],
	[ 'assets/js/blocks/x.ts', '../core/messages' ],
	[ 'assets/js/blocks/x.ts', '../stores/stripe' ],
	[ 'assets/js/storefront/x.ts', './store-notice' ],
	[ 'assets/js/stores/stripe/x.ts', '../../core/messages' ],
	// A core folder that shares a surface's name is still the core.
	[ 'assets/js/core/messages/x.ts', './express' ],
];

const CASES = [
	...REFUSED,
	STORE_TO_SURFACE,
	CORE_TO_STORE,
	CORE_TO_SURFACE,
	PRODUCT_TO_SHOP,
	PRODUCT_TO_TESTS,
	...TO_PAGE,
	...ALLOWED,
];

let results: Array< Array< { ruleId: string; message: string } > > = [];

beforeAll( () => {
	const run = spawnSync(
		process.execPath,
		[ path.join( __dirname, 'lint-cases.js' ) ],
		{
			input: JSON.stringify(
				CASES.map( ( [ file, specifier ] ) => [
					file,
					`import * as imported from '${ specifier }';\nexport const used = imported;\n`,
				] )
			),
			encoding: 'utf8',
		}
	);
	if ( run.status !== 0 ) {
		throw new Error( run.stderr );
	}
	results = JSON.parse( run.stdout );
}, 60000 );

function boundaryErrors( testCase: [ string, string ] ): string[] {
	return results[ CASES.indexOf( testCase ) ]
		.filter( ( message ) => message.ruleId === RULE )
		.map( ( message ) => message.message );
}

describe( 'Imports run one way (lint rule)', () => {
	it.each( REFUSED )(
		'a surface importing another surface fails: %s imports %s',
		( ...testCase ) => {
			const found = REFUSED.find(
				( entry ) =>
					entry[ 0 ] === testCase[ 0 ] && entry[ 1 ] === testCase[ 1 ]
			) as [ string, string ];
			expect( boundaryErrors( found ) ).toEqual( [
				expect.stringContaining( 'never another surface' ),
			] );
		}
	);

	it( 'the stores importing a surface fails', () => {
		expect( boundaryErrors( STORE_TO_SURFACE ) ).toEqual( [
			expect.stringContaining( 'import only assets/js/core' ),
		] );
	} );

	it( 'the core importing a store or a surface fails', () => {
		expect( boundaryErrors( CORE_TO_STORE ) ).toHaveLength( 1 );
		expect( boundaryErrors( CORE_TO_SURFACE ) ).toHaveLength( 1 );
	} );

	it( 'product code importing the development shop or the tests fails', () => {
		expect( boundaryErrors( PRODUCT_TO_SHOP ) ).toEqual( [
			expect.stringContaining( 'development shop' ),
		] );
		expect( boundaryErrors( PRODUCT_TO_TESTS ) ).toHaveLength( 1 );
	} );

	it.each( TO_PAGE )(
		'importing a page’s script fails (only WordPress loads one): %s imports %s',
		( ...testCase ) => {
			const found = TO_PAGE.find(
				( entry ) =>
					entry[ 0 ] === testCase[ 0 ] && entry[ 1 ] === testCase[ 1 ]
			) as [ string, string ];
			expect( boundaryErrors( found ) ).toEqual( [
				expect.stringContaining( 'nothing imports one' ),
			] );
		}
	);

	it.each( ALLOWED )( 'allowed: %s imports %s', ( ...testCase ) => {
		const found = ALLOWED.find(
			( entry ) =>
				entry[ 0 ] === testCase[ 0 ] && entry[ 1 ] === testCase[ 1 ]
		) as [ string, string ];
		expect( boundaryErrors( found ) ).toEqual( [] );
	} );
} );
