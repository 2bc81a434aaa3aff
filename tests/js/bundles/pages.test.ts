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
import { runningShop } from '../fixtures/running-shop';
import PAGE_HANDLES from '../../../assets/js/pages/page-handles.json';
import {
	scriptSource,
	scriptsFor,
} from '../../../dev/server/wordpress/script-loader';

const build = path.resolve( __dirname, '../../../build' );
const STORE_MODULE = 'assets/js/stores/stripe/index.ts';

interface ScriptRecord {
	handle: string;
	dependencies: string[];
	modules: string[];
	/** Chunks the script may load later (dynamic imports). */
	lazyFiles: string[];
	lazyModules: string[];
	/** Each chunk's file → the modules it carries. */
	chunks: Record< string, string[] >;
}

function manifest(): Record< string, ScriptRecord > {
	const file = path.join( build, 'scripts.json' );
	if ( ! existsSync( file ) ) {
		throw new Error( 'build/scripts.json is missing: run npm run build' );
	}
	return JSON.parse( readFileSync( file, 'utf8' ) );
}

const shopOrigin = runningShop();

/** A browser with its own session cookie. */
function browser() {
	let cookie = '';
	const call = async ( pathname: string, init: RequestInit = {} ) => {
		const response = await fetch( shopOrigin() + pathname, {
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

const PAGES: Array< [ keyof typeof PAGE_HANDLES, PageSetUp ] > = [
	[ 'shop', async () => '/shop/' ],
	[ 'product', async () => '/product/beanie/' ],
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
		'edit address',
		async ( shopper ) => {
			await shopper.post( '/__dev/login' );
			return '/my-account/edit-address/billing/';
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
	// Without the version WordPress adds to a registered script's URL.
	return [ ...html.matchAll( /<script src="([^"]+)"/g ) ].map( ( match ) =>
		match[ 1 ].replace( /\?ver=[^&]*$/, '' )
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
		'%s loads the one handle the page map names for it (assets/js/pages/page-handles.json), and nothing else of ours',
		async ( name, setUp ) => {
			const files = await ourScripts( setUp );
			expect(
				files.map( ( file ) => scripts[ file ]?.handle ?? file )
			).toEqual( [ PAGE_HANDLES[ name ] ] );
		}
	);

	it.each( PAGES )(
		'%s: no module of ours ships twice, counting every chunk its scripts may load later; wc/stripe registers at most once',
		async ( _name, setUp ) => {
			const files = await ourScripts( setUp );
			const owner = new Map< string, string >();
			const ship = ( module: string, file: string ) => {
				if ( owner.has( module ) ) {
					throw new Error(
						`${ module } ships in both ${ owner.get(
							module
						) } and ${ file }`
					);
				}
				owner.set( module, file );
			};
			for ( const file of files ) {
				expect( scripts[ file ] ).toBeDefined();
				scripts[ file ].modules.forEach( ( module ) =>
					ship( module, file )
				);
				for ( const [ chunk, modules ] of Object.entries(
					scripts[ file ].chunks
				) ) {
					modules.forEach( ( module ) => ship( module, chunk ) );
				}
			}
			const registering = files.filter( ( file ) =>
				[
					...scripts[ file ].modules,
					...scripts[ file ].lazyModules,
				].includes( STORE_MODULE )
			);
			expect( registering.length ).toBeLessThanOrEqual( 1 );
		}
	);

	it( 'every script a page loads is printed after the handles its asset file depends on', async () => {
		for ( const [ , setUp ] of PAGES ) {
			const printed = await pageScripts( setUp );
			printed.forEach( ( src, index ) => {
				if ( ! src.startsWith( '/build/' ) ) {
					return;
				}
				const file = src.slice( '/build/'.length );
				for ( const dependency of scripts[ file ].dependencies ) {
					const at = printed.indexOf(
						scriptSource( dependency )!.replace( /\?ver=.*$/, '' )
					);
					expect( at ).toBeGreaterThan( -1 );
					expect( at ).toBeLessThan( index );
				}
			} );
		}
	} );

	it( "My account's script does not carry the address forms' country and state code: it comes with the later code, where the page has an address form", () => {
		const account = scripts[ 'my-account.js' ];
		expect( account.modules ).not.toContain(
			'assets/js/core/address/country-state.ts'
		);
		expect( account.lazyModules ).toContain(
			'assets/js/core/address/country-state.ts'
		);
	} );

	it( 'wallet buttons are a chunk their page loads only where the gateway prints their settings: no page script carries their code', () => {
		for ( const file of [
			'product.js',
			'variable-product.js',
			'cart.js',
			'checkout.js',
			'order-pay.js',
		] ) {
			expect(
				scripts[ file ].modules.filter( ( module ) =>
					module.startsWith( 'assets/js/express/' )
				)
			).toEqual( [] );
			expect(
				scripts[ file ].lazyModules.some( ( module ) =>
					module.startsWith( 'assets/js/express/' )
				)
			).toBe( true );
		}
		// Storefront pages reach wallet code only through the mini cart's
		// (issue 47), loaded at the shopper's first input where the store
		// turned it on: their scripts carry none of it.
		for ( const file of [ 'shop.js', 'storefront.js', 'my-account.js' ] ) {
			expect(
				scripts[ file ].modules.filter( ( module ) =>
					module.startsWith( 'assets/js/express/' )
				)
			).toEqual( [] );
			expect( scripts[ file ].modules ).toContain(
				'assets/js/pages/mini-cart.ts'
			);
			expect( scripts[ file ].lazyModules ).toContain(
				'assets/js/express/mini-cart/start.ts'
			);
		}
	} );

	it( 'the build makes the handles the page map names, and no other script', () => {
		const listed = new Set( Object.values( PAGE_HANDLES ) );
		expect(
			Object.values( scripts )
				.map( ( script ) => script.handle )
				.sort()
		).toEqual( [ ...listed ].sort() );
		// wp-i18n needs wp-hooks, as WordPress registers it.
		expect( scriptsFor( [ 'wc-stripe-shop' ] ) ).toEqual( [
			'/dev-build/wordpress/wp-hooks.js',
			'/dev-build/wordpress/wp-i18n.js',
			expect.stringMatching( /^\/build\/shop\.js\?ver=\w+$/ ),
		] );
	} );
} );
