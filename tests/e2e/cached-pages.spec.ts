/**
 * Pages a full-page cache served a day after they were made: every nonce in
 * them has expired (`POST /__dev/expire-nonces`, two of WordPress's nonce
 * ticks), and the gateway answers no request for fresh ones, as 8.8.0 has
 * no `wc_stripe_get_express_checkout_nonces`. The wallet buttons still pay,
 * once, and Add to cart still adds: the Store API's refusal of an expired
 * `Nonce` carries this visitor's fresh one, which the call is sent again
 * with once; a guest's calls send no `X-WP-Nonce`, which WordPress would
 * refuse.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fillCart, orderReceived, resetShop, test } from './fixtures';
import {
	cartLines,
	expressContainer,
	openSheet,
	payInSheet,
} from './express-helpers';
import { expectOneOrderChargedOnce } from './order-checks';

/** A day later: every nonce printed so far has expired. */
async function aDayLater( request: APIRequestContext ): Promise< void > {
	expect( ( await request.post( '/__dev/expire-nonces' ) ).ok() ).toBe(
		true
	);
	// The gateway 8.8.0 has no action that hands out fresh nonces.
	await request.post( '/__dev/faults', {
		data: {
			target: 'wc-ajax:wc_stripe_get_express_checkout_nonces',
			mode: 'http500',
			count: 20,
		},
	} );
}

/** Each Store API answer the page gets: route and status. */
function storeAnswers( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'response', ( response ) => {
		const { pathname } = new URL( response.url() );
		if ( pathname.startsWith( '/wp-json/wc/store/v1/' ) ) {
			seen.push(
				`${ response.request().method() } ${ pathname.slice(
					'/wp-json/wc/store/v1'.length
				) } ${ response.status() }`
			);
		}
	} );
	return seen;
}

/**
 * Opens `path`, lets a day pass, and pays with the wallet: the Store API
 * answers the payment got, once the order is received.
 */
async function payWithWalletADayLater(
	page: Page,
	request: APIRequestContext,
	path: string
): Promise< string[] > {
	await page.goto( path );
	await expect( expressContainer( page ) ).toBeVisible();
	await aDayLater( request );
	const answers = storeAnswers( page );
	await openSheet( page );
	await payInSheet( page );
	await orderReceived( page );
	return answers;
}

test( 'a product page a day old: the wallet buys the product once, the shopper’s cart line stays; Add to cart still adds', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'sticker', quantity: 3 } ] );
	const answers = await payWithWalletADayLater(
		page,
		request,
		'/product/beanie/'
	);
	await expectOneOrderChargedOnce( request, {
		status: 'processing',
		total: 2530,
	} );
	expect( answers.filter( ( answer ) => / 403$/.test( answer ) ) ).toEqual(
		[]
	);
	expect( await cartLines( page ) ).toEqual( [ 'Sticker × 3' ] );

	await page.goto( '/product/beanie/' );
	await aDayLater( request );
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect(
		page.getByText( '“Beanie” has been added to your cart.' )
	).toBeVisible();
	expect( await cartLines( page ) ).toEqual( [
		'Sticker × 3',
		'Beanie × 1',
	] );
} );

// A cart that ships nothing: the sheet asks the gateway's wc-ajax shipping
// actions nothing, whose expired nonces 8.8.0 cannot renew.
test( 'a cart page a day old: the wallet pays the cart once; the expired Store API nonce is refused once and the call sent again with the fresh one', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'sticker', quantity: 2 } ] );
	const answers = await payWithWalletADayLater( page, request, '/cart/' );
	await expectOneOrderChargedOnce( request, { status: 'processing' } );
	const refused = answers.filter( ( answer ) => / 403$/.test( answer ) );
	// The first write met the expired nonce; every call after it had the
	// fresh one.
	expect( refused ).toHaveLength( 1 );
	expect( answers[ answers.indexOf( refused[ 0 ] ) + 1 ] ).toBe(
		refused[ 0 ].replace( / 403$/, ' 200' )
	);
	expect( await cartLines( page ) ).toEqual( [] );
} );
