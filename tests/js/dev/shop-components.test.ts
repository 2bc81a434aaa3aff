/**
 * @jest-environment node
 */
/**
 * The development shop is organised as the real components it stands in
 * for (docs/development-shop.md, "How the shop is organised"): each file
 * says which real file it follows, the folders import each other without
 * cycles, and every nonce action is named in one place.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import path from 'path';
import ts from 'typescript';

const root = path.resolve( __dirname, '../../..' );
const server = path.join( root, 'dev/server' );

function sources( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const file = path.join( dir, name );
		if ( statSync( file ).isDirectory() ) {
			return sources( file );
		}
		return /\.tsx?$/.test( name ) ? [ file ] : [];
	} );
}

const FILES = sources( server );
const relative = ( file: string ) => path.relative( server, file );

/** The dev/server files a file imports (relative imports only). */
function importsOf( file: string ): string[] {
	const source = readFileSync( file, 'utf8' );
	const found: string[] = [];
	for ( const match of source.matchAll(
		/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gs
	) ) {
		const base = path.resolve( path.dirname( file ), match[ 1 ] );
		const target = [ `${ base }.ts`, `${ base }.tsx` ].find(
			( candidate ) => FILES.includes( candidate )
		);
		if ( target ) {
			found.push( target );
		}
	}
	return found;
}

/** Strongly connected groups of more than one file (Tarjan). */
function importCycles(): string[][] {
	const graph = new Map(
		FILES.map( ( file ) => [ file, importsOf( file ) ] )
	);
	const index = new Map< string, number >();
	const low = new Map< string, number >();
	const stack: string[] = [];
	const onStack = new Set< string >();
	const groups: string[][] = [];
	let next = 0;
	const visit = ( file: string ) => {
		index.set( file, next );
		low.set( file, next );
		next++;
		stack.push( file );
		onStack.add( file );
		for ( const target of graph.get( file ) || [] ) {
			if ( ! index.has( target ) ) {
				visit( target );
				low.set(
					file,
					Math.min( low.get( file )!, low.get( target )! )
				);
			} else if ( onStack.has( target ) ) {
				low.set(
					file,
					Math.min( low.get( file )!, index.get( target )! )
				);
			}
		}
		if ( low.get( file ) === index.get( file ) ) {
			const group: string[] = [];
			let member: string;
			do {
				member = stack.pop()!;
				onStack.delete( member );
				group.push( relative( member ) );
			} while ( member !== file );
			if ( group.length > 1 ) {
				groups.push( group );
			}
		}
	};
	FILES.forEach( ( file ) => index.has( file ) || visit( file ) );
	return groups;
}

/** Calls of nonceFor / verifyNonce whose action is written in place. */
function inlineNonceActions( file: string ): string[] {
	const source = ts.createSourceFile(
		file,
		readFileSync( file, 'utf8' ),
		ts.ScriptTarget.Latest,
		true
	);
	const found: string[] = [];
	const walk = ( node: ts.Node ) => {
		if (
			ts.isCallExpression( node ) &&
			ts.isIdentifier( node.expression ) &&
			[ 'nonceFor', 'verifyNonce' ].includes( node.expression.text )
		) {
			const action = node.arguments[ 2 ];
			if (
				action &&
				( ts.isStringLiteral( action ) ||
					ts.isNoSubstitutionTemplateLiteral( action ) ||
					ts.isTemplateExpression( action ) )
			) {
				found.push(
					`${ relative( file ) }: ${ action.getText( source ) }`
				);
			}
		}
		ts.forEachChild( node, walk );
	};
	walk( source );
	return found;
}

/**
 * The components in the order they depend on each other: each may import
 * those before it, never one after it (WordPress ← WooCommerce ←
 * Subscriptions ← the gateway ← our plugin). Stripe, the shop's own
 * folders and the bootstrap files are outside the order.
 */
const ORDER = [
	'wordpress',
	'woocommerce',
	'woocommerce-subscriptions',
	'stripe-gateway',
	'plugin',
];

/** Imports of a component from one after it: "file → folder", sorted. */
function importsAgainstOrder(): string[] {
	const folderOf = ( file: string ) =>
		relative( file ).split( path.sep )[ 0 ];
	return FILES.flatMap( ( file ) => {
		const at = ORDER.indexOf( folderOf( file ) );
		return at === -1
			? []
			: importsOf( file )
					.map( folderOf )
					.filter( ( folder ) => ORDER.indexOf( folder ) > at )
					.map( ( folder ) => `${ relative( file ) } → ${ folder }` );
	} ).sort();
}

describe( 'The development shop, organised as the components it stands in for', () => {
	it( 'has its files in the folders of those components', () => {
		const folders = new Set(
			FILES.map( ( file ) => relative( file ).split( path.sep )[ 0 ] )
		);
		expect(
			[ ...folders ].filter( ( name ) => ! /\.ts$/.test( name ) ).sort()
		).toEqual( [
			'dev-shop',
			'http',
			'plugin',
			'stripe',
			'stripe-gateway',
			'woocommerce',
			'woocommerce-subscriptions',
			'wordpress',
		] );
	} );

	it( "each file's header names the real file it follows", () => {
		const without = FILES.filter( ( file ) => {
			const header = /^\/\*\*[\s\S]*?\*\//.exec(
				readFileSync( file, 'utf8' )
			);
			return ! header || ! /\* Follows: \S/.test( header[ 0 ] );
		} ).map( relative );
		expect( without ).toEqual( [] );
	} );

	it( 'no file imports one that imports it back, directly or not', () => {
		expect( importCycles() ).toEqual( [] );
	} );

	it( 'imports its components one way: WordPress ← WooCommerce ← the gateway ← our plugin', () => {
		expect( importsAgainstOrder() ).toEqual( [] );
	} );

	it( 'every nonce action is named in wordpress/nonce-actions.ts, never in place', () => {
		expect( FILES.flatMap( inlineNonceActions ) ).toEqual( [] );
	} );
} );
