/**
 * Wallet buttons on the product page: "Buy now" with one tap, the shopper's
 * own cart left as it was, variations, add-ons and quantities reaching the
 * sheet.
 */
import { expect, test } from '@playwright/test';
import {
	fillCart,
	intents,
	orderReceived,
	orders,
	resetShop,
} from './fixtures';
import {
	cartLines,
	expressContainer,
	openSheet,
	payInSheet,
	sheetTotal,
	walletButton,
} from './express-helpers';
import { expectAccessible } from './a11y';

test( 'a simple product bought with Google Pay: one order, one charge, the cart left as the shopper had it', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'sticker', quantity: 3 } ] );
	await page.goto( '/product/beanie/' );
	await expect( expressContainer( page ) ).toBeVisible();
	// The product tabs belong to the storefront and are checked there.
	await expectAccessible( page, { exclude: [ '.woocommerce-tabs' ] } );
	await openSheet( page );
	await expect( sheetTotal( page ) ).toContainText( 'Total:' );
	await payInSheet( page );
	await orderReceived( page );
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ].status ).toBe( 'processing' );
	const charged = ( await intents( request ) ).filter(
		( intent ) => intent.charge_count > 0
	);
	expect( charged ).toHaveLength( 1 );
	expect( await cartLines( page ) ).toEqual( [ 'Sticker × 3' ] );
	await walletButton( page ).count();
} );
