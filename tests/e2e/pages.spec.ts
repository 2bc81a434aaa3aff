/**
 * Every page of the development shop loads cleanly: no console error or
 * warning, and no serious or critical accessibility violation.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

function watchConsole( page: Page ): string[] {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' || message.type() === 'warning' ) {
			problems.push( `${ message.type() }: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) => problems.push( error.message ) );
	return problems;
}

const PAGES: Array< [ string, ( page: Page ) => Promise< string > ] > = [
	[ 'shop', async () => '/shop/' ],
	[ 'simple product', async () => '/product/beanie/' ],
	[ 'variable product', async () => '/product/hoodie/' ],
	[
		'cart',
		async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			return '/cart/';
		},
	],
	[
		'block checkout',
		async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			return '/checkout/';
		},
	],
	[
		'classic checkout',
		async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			return '/classic-checkout/';
		},
	],
	[
		'pay for order',
		async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			const order = await (
				await page.request.post( '/__dev/pending-order' )
			).json();
			return order.pay_url;
		},
	],
	[
		'my account',
		async ( page ) => {
			await page.request.post( '/__dev/login' );
			return '/my-account/';
		},
	],
	[
		'add payment method',
		async ( page ) => {
			await page.request.post( '/__dev/login' );
			return '/my-account/add-payment-method/';
		},
	],
];

test.beforeEach( async ( { request } ) => resetShop( request ) );

for ( const [ name, setUp ] of PAGES ) {
	test( `${ name }: loads with no console error or warning`, async ( {
		page,
	} ) => {
		const problems = watchConsole( page );
		await page.goto( await setUp( page ) );
		await page.waitForLoadState( 'networkidle' );
		expect( problems ).toEqual( [] );
	} );
}

for ( const [ name, setUp ] of PAGES ) {
	test( `${ name }: no serious or critical accessibility violation`, async ( {
		page,
	} ) => {
		await page.goto( await setUp( page ) );
		await page.waitForLoadState( 'networkidle' );
		await expectAccessible( page );
	} );
}

test( 'a failed login says so in an alert that keeps its list, with no serious or critical accessibility violation', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/my-account/' );
	await page.locator( '#username' ).fill( 'nobody@example.com' );
	await page.locator( '#password' ).fill( 'wrong' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	const alert = page.getByRole( 'alert' ).filter( {
		hasText: 'Unknown email address. Check again or try your username.',
	} );
	await expect( alert ).toBeVisible();
	await expect( alert.getByRole( 'listitem' ) ).toHaveCount( 1 );
	await expectAccessible( page );
} );

test.describe( '375 px wide', () => {
	test.use( { viewport: { width: 375, height: 800 } } );

	for ( const path of [
		'/shop/',
		'/product/beanie/',
		'/product/hoodie/',
		'/cart/',
		'/checkout/',
		'/classic-checkout/',
		'/my-account/',
	] ) {
		test( `${ path } does not scroll sideways, with no serious or critical accessibility violation`, async ( {
			page,
		} ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			await page.goto( path );
			await page.waitForLoadState( 'networkidle' );
			expect(
				await page.evaluate(
					() => document.documentElement.scrollWidth
				)
			).toBeLessThanOrEqual( 375 );
			await expectAccessible( page );
		} );
	}
} );
