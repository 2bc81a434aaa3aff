/**
 * A wallet button never does nothing, on the block checkout too (issue
 * 40). There the sheet's amount is WooCommerce's own (the express method's
 * props; WooCommerce masks the express area while it calculates), so what
 * a tap may wait for is the shop's word on an earlier, unconfirmed
 * purchase: held (the development shop's `timeout` fault), the tap is told
 * so below the button, the question ends at the transport's own limit and
 * an unanswered one is told in the catalogue's words; once the shop
 * answers, one tap pays once. Run on both Reacts.
 */
import { DEFAULT_TIMEOUT_MS } from '../../assets/js/core/transport/transport';
import { expect, fillCart, orderReceived, resetShop, test } from './fixtures';
import {
	buttonsStatus,
	CHECKING,
	holdNextAnswer,
	markPurchaseUnconfirmed,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	UNCONFIRMED,
	walletButton,
} from './express-helpers';
import { expectOneOrderOf } from './buy-now-helpers';

test.describe( 'A tap while the shop is asked about an earlier, unconfirmed purchase is told so; the question ends at the transport’s limit and an unanswered one is told; then one tap pays once', () => {
	test( 'block checkout, the cart read never answered', async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await page.clock.install();
		await fillCart( page, [ { slug: 'beanie' } ] );
		await page.goto( '/checkout/' );
		await expect( walletButton( page ) ).toBeVisible();
		await markPurchaseUnconfirmed( page );
		await holdNextAnswer( page, 'store:cart' );
		const read = page.waitForRequest( ( sent ) =>
			/\/wp-json\/wc\/store\/v1\/cart$/.test( sent.url() )
		);
		await walletButton( page ).click();
		await read;
		await expect( buttonsStatus( page, CHECKING ) ).toBeVisible();
		await expect( paymentSheet( page ) ).toHaveCount( 0 );
		await page.clock.runFor( DEFAULT_TIMEOUT_MS + 1000 );
		const express = page.getByRole( 'region', {
			name: 'Express checkout',
		} );
		await expect( express.getByText( UNCONFIRMED ) ).toBeVisible();
		await expect( buttonsStatus( page, CHECKING ) ).toHaveCount( 0 );
		// The shop answers: the cart still holds the beanie, so nothing was
		// paid; one tap pays once, for the cart's total.
		await openSheet( page );
		await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
		await payInSheet( page );
		await orderReceived( page );
		await expectOneOrderOf( request, 2530 );
	} );
} );
