/**
 * A yen shop (issue 37): no version of the gateway plugin read prints
 * `checkout.currency_decimals`, so the wallet sheet takes its decimals from
 * what WooCommerce prints (the Store API's `currency_minor_unit`, the block
 * checkout's `wcSettings.currency`): a ¥18 beanie is 18 to Stripe, not
 * 1800, and the wallet charges what the order costs.
 */
import { expect } from '@playwright/test';
import { test, fillCart, orderReceived, resetShop } from './fixtures';
import {
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
} from './express-helpers';
import { expectOneOrderChargedOnce } from './order-checks';

const YEN = { currency: 'JPY', storeCountry: 'JP' };

for ( const [ where, path ] of [
	[ 'cart page', '/cart/' ],
	[ 'block checkout', '/checkout/' ],
] as const ) {
	test( `${ where }: the sheet asks for yen as they are, and the wallet charges the order's total`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request, YEN );
		await fillCart( page, [ { slug: 'beanie' } ] );
		await page.goto( path );
		await openSheet( page );
		await expect( paymentSheet( page ) ).toContainText( 'Beanie: 18' );
		await expect( paymentSheet( page ) ).not.toContainText( '1800' );
		const shown = Number(
			( await sheetTotal( page ).textContent() )?.replace(
				/^Total: /,
				''
			)
		);
		expect( shown ).toBeGreaterThanOrEqual( 18 );
		expect( shown ).toBeLessThan( 100 );
		await payInSheet( page );
		await orderReceived( page );
		const { intent } = await expectOneOrderChargedOnce( request, {
			total: shown,
		} );
		expect( intent ).toMatchObject( {
			amount: shown,
			currency: 'jpy',
		} );
	} );
}
