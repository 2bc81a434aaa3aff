/**
 * Order attribution: a visit from a newsletter link (utm_source=news,
 * utm_medium=email) is recorded in sourcebuster's cookies and reaches the
 * classic checkout's hidden inputs and the block checkout's extension data;
 * the shop keeps it with the order.
 */
import type { Page } from '@playwright/test';
import {
	expect,
	fillBillingAddress,
	fillCard,
	orders,
	placeOrder,
	resetShop,
	test,
} from './fixtures';
import {
	expectOrderReceived,
	placeOrderButton,
	readyForCheque,
} from './classic-helpers';

interface OrderWithAttribution {
	attribution: Record< string, string >;
}

const NEWSLETTER = '/shop/?utm_source=news&utm_medium=email';

async function visitFromNewsletterAndBuy( page: Page ): Promise< void > {
	await page.goto( NEWSLETTER );
	await page.getByRole( 'link', { name: 'Add to cart: “Beanie”' } ).click();
	await expect( page.locator( 'a.added_to_cart' ) ).toBeVisible();
	// A page seen later in the same visit.
	await page.goto( '/product/beanie/' );
}

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'the visit is kept in sourcebuster’s cookies', async ( { page } ) => {
	await visitFromNewsletterAndBuy( page );
	const cookies = Object.fromEntries(
		( await page.context().cookies() ).map( ( cookie ) => [
			cookie.name,
			decodeURIComponent( cookie.value ),
		] )
	);
	expect( cookies.sbjs_current ).toBe(
		'typ=utm|||src=news|||mdm=email|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)'
	);
	expect( cookies.sbjs_first ).toBe( cookies.sbjs_current );
	expect( cookies.sbjs_session ).toMatch(
		/^pgs=2\|\|\|cpg=http:\/\/127\.0\.0\.1:\d+\/product\/beanie\/$/
	);
	expect( cookies.sbjs_udata ).toMatch(
		/^vst=1\|\|\|uip=\(none\)\|\|\|uag=Mozilla/
	);
	expect( cookies.sbjs_current_add ).toMatch(
		/^fd=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\|\|\|ep=http:\/\/127\.0\.0\.1:\d+\/shop\/\?utm_source=news&utm_medium=email\|\|\|rf=\(none\)$/
	);
} );

test( 'the classic checkout: the hidden inputs carry the visit, and the order keeps it', async ( {
	page,
	request,
} ) => {
	await visitFromNewsletterAndBuy( page );
	await page.goto( '/classic-checkout/' );
	const input = ( field: string ) =>
		// WooCommerce's own inputs (the gateway prints a second set beside
		// its wallet buttons, at the top of the form).
		page.locator(
			`#customer_details input[type="hidden"][name="wc_order_attribution_${ field }"]`
		);
	await expect( input( 'source_type' ) ).toHaveValue( 'utm' );
	await expect( input( 'utm_source' ) ).toHaveValue( 'news' );
	await expect( input( 'utm_medium' ) ).toHaveValue( 'email' );
	await expect( input( 'session_pages' ) ).toHaveValue( '3' );
	await expect( input( 'session_count' ) ).toHaveValue( '1' );

	// The shopper pays by cheque through the form itself.
	await readyForCheque( page );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	const [ order ] = ( await orders(
		request
	) ) as unknown as OrderWithAttribution[];
	expect( order.attribution ).toMatchObject( {
		source_type: 'utm',
		utm_source: 'news',
		utm_medium: 'email',
		session_count: '1',
	} );
} );

test( 'the block checkout: the extension data carries the visit, and the order keeps it', async ( {
	page,
	request,
} ) => {
	await visitFromNewsletterAndBuy( page );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	const sent = page.waitForRequest(
		( candidate ) =>
			// WooCommerce's checkout asks with `?_locale=site`.
			new URL( candidate.url() ).pathname.endsWith(
				'/wc/store/v1/checkout'
			) && candidate.method() === 'POST'
	);
	await placeOrder( page );
	const body = ( await sent ).postDataJSON();
	expect( body.extensions[ 'woocommerce/order-attribution' ] ).toMatchObject(
		{
			source_type: 'utm',
			utm_source: 'news',
			utm_medium: 'email',
			session_pages: '3',
		}
	);
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
	const [ order ] = ( await orders(
		request
	) ) as unknown as OrderWithAttribution[];
	expect( order.attribution ).toMatchObject( {
		source_type: 'utm',
		utm_source: 'news',
		utm_medium: 'email',
	} );
} );

test( 'a visit typed in is "(direct)" / "(none)"; tracking turned off clears the cookies', async ( {
	page,
} ) => {
	await page.goto( '/my-account/' );
	const input = ( field: string ) =>
		page.locator( `input[name="wc_order_attribution_${ field }"]` );
	await expect( input( 'source_type' ) ).toHaveValue( 'typein' );
	await expect( input( 'utm_source' ) ).toHaveValue( '(direct)' );
	await expect( input( 'utm_medium' ) ).toHaveValue( '(none)' );

	await page.evaluate( () =>
		(
			window as unknown as {
				wc_order_attribution: {
					setOrderTracking: ( allow: boolean ) => void;
				};
			}
		 ).wc_order_attribution.setOrderTracking( false )
	);
	await expect( input( 'utm_source' ) ).toHaveValue( '' );
	const names = ( await page.context().cookies() ).map(
		( cookie ) => cookie.name
	);
	expect( names.filter( ( name ) => name.startsWith( 'sbjs_' ) ) ).toEqual(
		[]
	);
} );

test( 'the registration form (whose element’s code loads on demand) carries the visit too', async ( {
	page,
} ) => {
	await page.goto( '/my-account/?utm_source=news&utm_medium=email' );
	const form = page.locator( 'form.register' );
	await expect(
		form.locator(
			'input[type="hidden"][name="wc_order_attribution_utm_source"]'
		)
	).toHaveValue( 'news' );
	await expect(
		form.locator(
			'input[type="hidden"][name="wc_order_attribution_source_type"]'
		)
	).toHaveValue( 'utm' );
} );
