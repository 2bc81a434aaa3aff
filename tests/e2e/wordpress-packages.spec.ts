/**
 * The development shop prints WordPress's packages as WordPress's script
 * loader would for our scripts: the whole closure of what they name, each
 * package a `window.wp` global of its own taking the others from theirs
 * (dev/wordpress-packages.json), and our code runs on them.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import WORDPRESS_PACKAGES from '../../dev/wordpress-packages.json';

/** The WordPress handles a page fetched, in order. */
function watchHandles( page: Page ): string[] {
	const handles: string[] = [];
	page.on( 'request', ( request ) => {
		const match =
			/\/dev-build\/(?:wordpress|react1[89])\/([\w-]+)\.js$/.exec(
				new URL( request.url() ).pathname
			);
		if ( match ) {
			handles.push( match[ 1 ] );
		}
	} );
	return handles;
}

/** The closure WordPress prints for the handles asked for. */
function closure( handles: string[] ): string[] {
	const table: Record< string, string[] > = WORDPRESS_PACKAGES.dependencies;
	const found = new Set< string >();
	const visit = ( handle: string ) => {
		if ( ! found.has( handle ) ) {
			found.add( handle );
			table[ handle ].forEach( visit );
		}
	};
	handles.forEach( visit );
	return [ ...found ].sort();
}

test( 'the classic checkout loads all of wp-data’s, wp-api-fetch’s and wp-i18n’s closure, each package once, and our payment form runs on it', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	const handles = watchHandles( page );
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.goto( '/classic-checkout/' );
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	expect( [ ...handles ].sort() ).toEqual(
		closure( [ 'wp-data', 'wp-api-fetch', 'wp-i18n' ] )
	);
	expect( new Set( handles ).size ).toBe( handles.length );
	expect(
		await page.evaluate( () =>
			Object.keys( ( window as unknown as { wp: object } ).wp ).sort()
		)
	).toEqual(
		closure( [ 'wp-data', 'wp-api-fetch', 'wp-i18n' ] )
			.filter( ( handle ) => handle.startsWith( 'wp-' ) )
			.map( ( handle ) =>
				handle
					.slice( 3 )
					.replace( /-([a-z])/g, ( _, letter ) =>
						letter.toUpperCase()
					)
			)
			.sort()
	);
	expect( errors ).toEqual( [] );
} );

test( 'the shop page loads wp-i18n and the wp-hooks it needs, nothing else of WordPress’s', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	const handles = watchHandles( page );
	await page.goto( '/shop/' );
	await page.waitForLoadState( 'networkidle' );
	expect( handles ).toEqual( [ 'wp-hooks', 'wp-i18n' ] );
} );
