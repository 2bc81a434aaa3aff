/**
 * @jest-environment node
 */
/**
 * Every page of the development shop, as it is served: the scripts of ours
 * it loads (the shop resolves them from build/NAME.asset.php, as WordPress
 * does) never carry the same module twice, register the `wc/stripe` store at
 * most once. (Their weight per page is measured in a browser, with the
 * chunks they load: tests/e2e/page-weight.spec.ts.) npm test builds before
 * the unit tests.
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Server } from 'http';
import { createShopServer } from '../../../dev/server/app';
import { scriptsFor } from '../../../dev/server/pages/scripts';

const build = path.resolve( __dirname, '../../../build' );
const STORE_MODULE = 'assets/js/stores/stripe/index.ts';

interface ScriptRecord {
	handle: string;
	dependencies: string[];
	/** Library handles this (storefront) script carries for its page. */
	provides: string[];
	modules: string[];
	/** Loaded only once the shopper acts (dynamic imports). */
	lazyFiles: string[];
	lazyModules: string[];
}

function manifest(): Record< string, ScriptRecord > {
	const file = path.join( build, 'scripts.json' );
	if ( ! existsSync( file ) ) {
		throw new Error( 'build/scripts.json is missing: run npm run build' );
	}
	return JSON.parse( readFileSync( file, 'utf8' ) );
}

let server: Server;
let base = '';

beforeAll( async () => {
	server = createShopServer();
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	base = `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`;
} );
afterAll( () => new Promise( ( resolve ) => server.close( resolve ) ) );

/** A browser with its own session cookie. */
function browser() {
	let cookie = '';
	const call = async ( pathname: string, init: RequestInit = {} ) => {
		const response = await fetch( base + pathname, {
			...init,
			headers: {
				'Content-Type': 'application/json',
				...( cookie ? { Cookie: cookie } : {} ),
			},
		} );
		// Only the session matters (pages also set WooCommerce's cart cookies).
		const session = /devshop_session=[^;]+/.exec(
			response.headers.get( 'set-cookie' ) || ''
		);
		cookie = session ? session[ 0 ] : cookie;
		return response;
	};
	return {
		get: ( pathname: string ) => call( pathname ),
		post: ( pathname: string, body: unknown = {} ) =>
			call( pathname, { method: 'POST', body: JSON.stringify( body ) } ),
	};
}

type Browser = ReturnType< typeof browser >;
type PageSetUp = ( shopper: Browser ) => Promise< string >;

const withBeanie = ( shopper: Browser ) =>
	shopper.post( '/__dev/cart', { items: [ { slug: 'beanie' } ] } );

/** An order awaiting payment, made from a cart with a beanie. */
const beanieOrder = async ( shopper: Browser ) => {
	await withBeanie( shopper );
	return ( await shopper.post( '/__dev/pending-order' ) ).json();
};

const PAGES: Array< [ string, PageSetUp ] > = [
	[ 'shop', async () => '/shop/' ],
	[ 'simple product', async () => '/product/beanie/' ],
	[ 'variable product', async () => '/product/hoodie/' ],
	[
		'cart',
		async ( shopper ) => {
			await withBeanie( shopper );
			return '/cart/';
		},
	],
	[ 'empty cart', async () => '/cart/' ],
	[
		'order received',
		async ( shopper ) => {
			const order = await beanieOrder( shopper );
			return `/checkout/order-received/${ order.id }/?key=${ order.key }`;
		},
	],
	[
		'block checkout',
		async ( shopper ) => {
			await withBeanie( shopper );
			return '/checkout/';
		},
	],
	[
		'classic checkout',
		async ( shopper ) => {
			await withBeanie( shopper );
			return '/classic-checkout/';
		},
	],
	[
		'pay for order',
		async ( shopper ) => ( await beanieOrder( shopper ) ).pay_url,
	],
	[
		'my account',
		async ( shopper ) => {
			await shopper.post( '/__dev/login' );
			return '/my-account/';
		},
	],
	[
		'add payment method',
		async ( shopper ) => {
			await shopper.post( '/__dev/login' );
			return '/my-account/add-payment-method/';
		},
	],
	[
		'change payment method',
		async ( shopper ) => {
			await shopper.post( '/__dev/login' );
			const account = await (
				await shopper.get( '/my-account/' )
			).text();
			const link =
				/href="([^"]+)" class="button change_payment_method"/.exec(
					account
				);
			return link![ 1 ].replace( /&amp;/g, '&' );
		},
	],
];

/** The pages with a checkout surface: there, React and wp-data may load. */
const CHECKOUTS = [
	'block checkout',
	'classic checkout',
	'pay for order',
	'add payment method',
	'change payment method',
];

/** Every script a page prints, in order, from its script tags. */
async function pageScripts( setUp: PageSetUp ): Promise< string[] > {
	await ( await browser().post( '/__dev/reset' ) ).text();
	const shopper = browser();
	const pathname = await setUp( shopper );
	const response = await shopper.get( pathname );
	expect( response.status ).toBe( 200 );
	const html = await response.text();
	return [ ...html.matchAll( /<script src="([^"]+)"/g ) ].map(
		( match ) => match[ 1 ]
	);
}

/** Our scripts a page loads, in order, from its script tags. */
async function ourScripts( setUp: PageSetUp ): Promise< string[] > {
	return ( await pageScripts( setUp ) )
		.filter( ( src ) => src.startsWith( '/build/' ) )
		.map( ( src ) => src.slice( '/build/'.length ) );
}

describe( 'Our scripts on each page of the development shop', () => {
	const scripts = manifest();

	it.each( PAGES.filter( ( [ name ] ) => ! CHECKOUTS.includes( name ) ) )(
		'%s is not a checkout: the dependencies of its scripts (from their asset files) bring no React, wp-element or wp-data',
		async ( _name, setUp ) => {
			const printed = await pageScripts( setUp );
			expect(
				printed.some( ( src ) => src.startsWith( '/build/' ) )
			).toBe( true );
			expect(
				printed.filter( ( src ) =>
					/\/(react|react-dom|react-jsx-runtime|wp-element|wp-data)\.js$/.test(
						src
					)
				)
			).toEqual( [] );
		}
	);

	it.each( PAGES )(
		'%s: one storefront script carrying the shared libraries, no module in two of its scripts, wc/stripe registered at most once',
		async ( _name, setUp ) => {
			const files = await ourScripts( setUp );
			// Exactly one storefront script, made for the kind of page.
			expect(
				files.filter( ( file ) =>
					/^storefront(-[\w-]+)?\.js$/.test( file )
				)
			).toHaveLength( 1 );
			// It carries the page's shared libraries: no library file loads.
			expect(
				files.filter( ( file ) => file.startsWith( 'shared' ) )
			).toEqual( [] );
			const owner = new Map< string, string >();
			for ( const file of files ) {
				expect( scripts[ file ] ).toBeDefined();
				// Code loaded later on the same page must not repeat it either.
				for ( const module of [
					...scripts[ file ].modules,
					...scripts[ file ].lazyModules,
				] ) {
					if ( owner.has( module ) ) {
						throw new Error(
							`${ module } ships in both ${ owner.get(
								module
							) } and ${ file }`
						);
					}
					owner.set( module, file );
				}
			}
			const registering = files.filter( ( file ) =>
				scripts[ file ].modules.includes( STORE_MODULE )
			);
			expect( registering.length ).toBeLessThanOrEqual( 1 );
		}
	);

	it( 'every script a page loads is listed before the scripts that depend on it (a library: the storefront script that carries it)', async () => {
		for ( const [ , setUp ] of PAGES ) {
			const files = await ourScripts( setUp );
			const carrier = new Map< string, string >();
			for ( const file of files ) {
				for ( const handle of scripts[ file ].provides ) {
					carrier.set( handle, file );
				}
			}
			files.forEach( ( file, index ) => {
				const needed = scripts[ file ].dependencies
					.filter( ( handle ) => handle.startsWith( 'wc-stripe-' ) )
					.map(
						( handle ) =>
							carrier.get( handle ) ||
							handle.slice( 'wc-stripe-'.length ) + '.js'
					);
				for ( const dependency of needed ) {
					expect( files.indexOf( dependency ) ).toBeGreaterThan( -1 );
					expect( files.indexOf( dependency ) ).toBeLessThan( index );
				}
			} );
		}
	} );

	it( 'a mix of scripts no kind of page lists (wallet buttons beside the browsing pages’ storefront script) still gets every library it depends on, as a file of its own', () => {
		const files = scriptsFor( [
			'wc-stripe-storefront-browsing',
			'wc-stripe-express-buttons',
		] )
			.filter( ( src ) => src.startsWith( '/build/' ) )
			.map( ( src ) => src.replace( '/build/', '' ) );
		expect( files[ 0 ] ).toBe( 'storefront-browsing.js' );
		expect( files[ files.length - 1 ] ).toBe( 'express-buttons.js' );
		const libraries = scripts[ 'express-buttons.js' ].dependencies.filter(
			( handle ) => handle.startsWith( 'wc-stripe-shared' )
		);
		expect( libraries.length ).toBeGreaterThan( 0 );
		for ( const handle of libraries ) {
			expect( files ).toContain(
				handle.slice( 'wc-stripe-'.length ) + '.js'
			);
		}
	} );

	it( 'the classic checkout loads one script of ours: the checkout form and Stripe, with the wallet buttons or without them', () => {
		const withWallets = scripts[ 'storefront-checkout-wallets.js' ];
		const without = scripts[ 'storefront-checkout-payments.js' ];
		expect( withWallets.provides ).toEqual( [
			'wc-stripe-classic-checkout',
			'wc-stripe-express-checkout',
		] );
		expect( without.provides ).toEqual( [ 'wc-stripe-classic-checkout' ] );
		expect(
			scriptsFor( [
				'wc-stripe-storefront-checkout-wallets',
				'wc-stripe-classic-checkout',
				'wc-stripe-express-checkout',
			] ).filter( ( src ) => src.startsWith( '/build/' ) )
		).toEqual( [ '/build/storefront-checkout-wallets.js' ] );
		expect(
			[ ...without.modules, ...without.lazyModules ].filter( ( file ) =>
				file.startsWith( 'assets/js/express/' )
			)
		).toEqual( [] );
	} );

	it( 'a product or cart page with wallet buttons loads one script of ours, which carries the buttons and provides their handle; without wallets, its storefront script carries none of their code', () => {
		for ( const kind of [ 'product', 'variable-product', 'cart' ] ) {
			const withWallets = `storefront-${ kind }-wallets`;
			expect(
				scriptsFor( [
					`wc-stripe-${ withWallets }`,
					'wc-stripe-express-buttons',
				] ).filter( ( src ) => src.startsWith( '/build/' ) )
			).toEqual( [ `/build/${ withWallets }.js` ] );
			expect( scripts[ `${ withWallets }.js` ].provides ).toEqual( [
				'wc-stripe-express-buttons',
			] );
			expect( scripts[ `${ withWallets }.js` ].modules ).toContain(
				'assets/js/express/buttons.ts'
			);
			const alone = scripts[ `storefront-${ kind }.js` ];
			expect(
				[ ...alone.modules, ...alone.lazyModules ].filter( ( file ) =>
					file.startsWith( 'assets/js/express/' )
				)
			).toEqual( [] );
			expect(
				alone.dependencies.filter( ( handle ) =>
					handle.startsWith( 'wc-stripe-' )
				)
			).toEqual( [] );
		}
	} );
} );
