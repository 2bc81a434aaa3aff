/**
 * Every kind of page works with its scripts printed as our plugin registers
 * them: with WordPress's `defer` strategy (`data-wp-strategy="defer"`), so
 * they run after the page is parsed, read their inline settings when they
 * run (printed before them) and start on a page that is already there; on
 * the block checkout WordPress prints ours blocking, since WooCommerce's
 * checkout block depends on it. (The incumbent plugin's classic checkout
 * broke under a host's "defer JS" option.)
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { expressContainer } from './express-helpers';

function watchConsole( page: Page ): string[] {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			problems.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => problems.push( error.message ) );
	return problems;
}

const withBeanie = ( page: Page ) => fillCart( page, [ { slug: 'beanie' } ] );

const cardFieldsOf = ( page: Page ) =>
	page.locator(
		'.wc-stripe-upe-element[data-payment-method-type="card"] > *'
	);

/** Each kind of page: how to open it, and what our scripts must have done. */
const PAGES: Array<
	[
		string,
		( page: Page ) => Promise< string >,
		( page: Page ) => Promise< void >,
	]
> = [
	[
		'shop',
		async () => '/shop/',
		async ( page ) => {
			await page
				.locator( '.add_to_cart_button[aria-label*="Beanie"]' )
				.click();
			await expect(
				page.locator( 'a.added_to_cart.wc-forward' )
			).toBeVisible();
		},
	],
	[
		'product',
		async () => '/product/beanie/',
		async ( page ) => expect( expressContainer( page ) ).toBeVisible(),
	],
	[
		'cart',
		async ( page ) => {
			await withBeanie( page );
			return '/cart/';
		},
		async ( page ) => expect( expressContainer( page ) ).toBeVisible(),
	],
	[
		'block checkout',
		async ( page ) => {
			await withBeanie( page );
			return '/checkout/';
		},
		async ( page ) =>
			expect( page.getByLabel( 'Card number' ) ).toBeVisible(),
	],
	[
		'classic checkout',
		async ( page ) => {
			await withBeanie( page );
			return '/classic-checkout/';
		},
		async ( page ) => {
			await expect( cardFieldsOf( page ) ).not.toHaveCount( 0 );
			await expect( expressContainer( page ) ).toBeVisible();
		},
	],
	[
		'pay for order',
		async ( page ) => {
			await withBeanie( page );
			const order = await (
				await page.request.post( '/__dev/pending-order' )
			).json();
			return order.pay_url;
		},
		async ( page ) => {
			await expect( cardFieldsOf( page ) ).not.toHaveCount( 0 );
		},
	],
	[
		'variable product',
		async () => '/product/hoodie/',
		async ( page ) => {
			await expect( expressContainer( page ) ).toBeVisible();
			await page.getByLabel( 'Color' ).selectOption( 'Blue' );
			await page.getByLabel( 'Size' ).selectOption( 'M' );
			await expect(
				page.locator( 'input[name="variation_id"]' )
			).not.toHaveValue( '' );
		},
	],
	[
		'order received',
		async ( page ) => {
			await withBeanie( page );
			const order = await (
				await page.request.post( '/__dev/pending-order' )
			).json();
			return `/checkout/order-received/${ order.id }/?key=${ order.key }`;
		},
		// Every page's script records the visit (order attribution).
		async ( page ) =>
			expect
				.poll( async () =>
					( await page.context().cookies() ).map(
						( cookie ) => cookie.name
					)
				)
				.toContain( 'sbjs_current' ),
	],
	[
		'add payment method',
		async ( page ) => {
			await page.request.post( '/__dev/login' );
			return '/my-account/add-payment-method/';
		},
		async ( page ) => expect( cardFieldsOf( page ) ).not.toHaveCount( 0 ),
	],
	[
		'change payment method',
		async ( page ) => {
			await page.request.post( '/__dev/login' );
			await page.goto( '/my-account/' );
			const link = page.locator( 'a.change_payment_method' ).first();
			return ( await link.getAttribute( 'href' ) ) as string;
		},
		async ( page ) => expect( cardFieldsOf( page ) ).not.toHaveCount( 0 ),
	],
	[
		'my account',
		async () => '/my-account/',
		async ( page ) =>
			expect(
				page.getByRole( 'button', { name: 'Show password' } )
			).toHaveCount( 2 ),
	],
];

for ( const [ name, open, works ] of PAGES ) {
	test( `${ name } works with our script deferred as WordPress prints it`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { deferScripts: true } );
		const problems = watchConsole( page );
		await page.goto( await open( page ) );
		const ours = page.locator( 'script[src^="/build/"]' );
		await expect( ours ).not.toHaveCount( 0 );
		// WordPress keeps `defer` unless a blocking script depends on ours,
		// as WooCommerce's checkout block does on the block checkout.
		expect(
			await ours.evaluateAll( ( scripts ) =>
				scripts.map( ( script ) => [
					script.getAttribute( 'data-wp-strategy' ),
					script.hasAttribute( 'defer' ),
				] )
			)
		).toEqual(
			Array( await ours.count() ).fill( [
				'defer',
				name !== 'block checkout',
			] )
		);
		await works( page );
		expect( problems ).toEqual( [] );
	} );
}
