/**
 * Issue 47: the store owner decides where wallets show, on every surface.
 * With each of the gateway's button locations off in turn (product, cart,
 * checkout), the pages of that location show no wallet button (product
 * page; classic cart and the Cart block; classic and block checkout) and
 * the others still do. On the block pages the gateway's verdict comes as
 * 10.x prints it (`shouldShowExpressCheckoutButton` in its block data, and
 * its express params only where they show) and as 8.8.0 does (the params
 * alone): both are obeyed.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { expressContainer, walletButton } from './express-helpers';
import { expressArea } from './cart-block-helpers';

type Location = 'product' | 'cart' | 'checkout';

const PAGES: Array< {
	path: string;
	location: Location;
	/** The page has drawn what it draws without wallets. */
	settled: ( page: Page ) => Promise< void >;
	/** No wallet button, and no room kept for one. */
	none: ( page: Page ) => Promise< void >;
} > = [
	{
		path: '/product/beanie/',
		location: 'product',
		settled: ( page ) =>
			expect(
				page.getByRole( 'button', { name: 'Add to cart' } )
			).toBeVisible(),
		none: ( page ) => expect( expressContainer( page ) ).toHaveCount( 0 ),
	},
	{
		path: '/cart/',
		location: 'cart',
		settled: ( page ) =>
			expect(
				page.getByRole( 'link', { name: 'Proceed to checkout' } )
			).toBeVisible(),
		none: ( page ) => expect( expressContainer( page ) ).toHaveCount( 0 ),
	},
	{
		path: '/cart-block/',
		location: 'cart',
		settled: ( page ) =>
			expect(
				page.getByRole( 'link', { name: 'Proceed to Checkout' } )
			).toBeVisible(),
		none: async ( page ) => {
			await expect( expressArea( page ) ).toBeEmpty();
			expect(
				await expressArea( page ).evaluate(
					( area ) => area.getBoundingClientRect().height
				)
			).toBe( 0 );
		},
	},
	{
		path: '/classic-checkout/',
		location: 'checkout',
		settled: ( page ) =>
			expect(
				page.getByRole( 'button', { name: 'Place order' } )
			).toBeVisible(),
		none: ( page ) => expect( expressContainer( page ) ).toHaveCount( 0 ),
	},
	{
		path: '/checkout/',
		location: 'checkout',
		settled: ( page ) =>
			expect( page.getByRole( 'radio', { name: 'Card' } ) ).toBeVisible(),
		none: ( page ) =>
			expect(
				page.getByRole( 'region', { name: 'Express checkout' } )
			).toHaveCount( 0 ),
	},
];

const LOCATIONS: Location[] = [ 'product', 'cart', 'checkout' ];

for ( const flagPrinted of [ true, false ] ) {
	const form = flagPrinted
		? 'the flag printed (10.x)'
		: 'no flag, the params alone (8.8.0)';
	for ( const off of LOCATIONS ) {
		test( `${ off } location off, ${ form }: no wallet on its pages, wallets on the others`, async ( {
			page,
			request,
		} ) => {
			await resetShop( request, {
				expressLocations: LOCATIONS.filter(
					( location ) => location !== off
				),
				expressFlagPrinted: flagPrinted,
			} );
			const problems: string[] = [];
			page.on( 'pageerror', ( error ) => problems.push( error.message ) );
			for ( const target of PAGES ) {
				await fillCart( page, [ { slug: 'beanie' } ] );
				await page.goto( target.path );
				await target.settled( page );
				if ( target.location === off ) {
					await page.waitForLoadState( 'networkidle' );
					await target.none( page );
					await expect( walletButton( page ) ).toHaveCount( 0 );
				} else {
					await expect(
						walletButton( page ),
						`${ target.path } shows its wallets`
					).toBeVisible();
				}
			}
			expect( problems ).toEqual( [] );
		} );
	}
}
