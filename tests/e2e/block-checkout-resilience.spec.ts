/**
 * What a store owner expects when things go wrong or a shopper hurries:
 * country rules, Stripe.js or an element failing to load, and many fast
 * clicks on Place Order.
 */
import {
	billingCountry,
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	intents,
	methodRadio,
	orderReceived,
	orders,
	placeOrder,
	resetShop,
	test,
} from './fixtures';

test( 'a method appears and disappears as the billing country changes', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { currency: 'PLN', storeCountry: 'DE' } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	const blik = methodRadio( page, 'BLIK' );
	await expect( methodRadio( page, 'Card' ) ).toBeVisible();
	await expect( blik ).toHaveCount( 0 );
	await billingCountry( page, 'PL' );
	await expect( blik ).toBeVisible();
	await billingCountry( page, 'DE' );
	await expect( blik ).toHaveCount( 0 );
} );

test( 'Stripe.js failing to load: the method says so, nothing spins, no order is placed', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { stripeFails: true } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await expect(
		page.getByText(
			'Failed to load Card payment method. Please refresh the page and try again.'
		)
	).toBeVisible();
	await fillBillingAddress( page );
	await placeOrder( page );
	await expect(
		page.getByRole( 'alert' ).filter( {
			hasText:
				'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeEnabled();
	expect( await orders( request ) ).toHaveLength( 0 );
} );

test( "one method's element failing to load leaves the others usable", async ( {
	page,
	request,
} ) => {
	await resetShop( request, { elementLoadFailures: [ 'sepa_debit' ] } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await methodRadio( page, 'SEPA Direct Debit' ).check();
	await expect(
		page.getByText(
			'Failed to load SEPA Direct Debit payment method. Please refresh the page and try again.'
		)
	).toBeVisible();
	await methodRadio( page, 'Card' ).check();
	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrder( page );
	await orderReceived( page );
} );

test( 'twenty fast clicks on Place Order give one order and one charge', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await page
		.getByRole( 'button', { name: 'Place Order' } )
		.evaluate( ( button: HTMLButtonElement ) => {
			for ( let click = 0; click < 20; click++ ) {
				button.click();
			}
		} );
	await orderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
	const all = await intents( request );
	expect( all ).toHaveLength( 1 );
	expect( all[ 0 ].charge_count ).toBe( 1 );
} );

test( 'the amount follows the cart without remounting the element or losing what the shopper typed', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie', quantity: 3 } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	// The rate is chosen on the server: the radio follows the answer.
	const freeShipping = page.getByRole( 'radio', { name: 'Free shipping' } );
	await freeShipping.click();
	await expect( freeShipping ).toBeChecked();
	await expect(
		page.locator( '.wc-block-components-totals-footer-item' )
	).toHaveText( '€59.40' );
	await expect( page.getByLabel( 'Card number' ) ).toHaveValue(
		'4242 4242 4242 4242'
	);
	await placeOrder( page );
	await orderReceived( page );
	const [ intent ] = await intents( request );
	expect( intent ).toMatchObject( { amount: 5940, charge_count: 1 } );
} );

test( 'the order-status update failing after 3D Secure: an error, and the retry completes the order without a second charge', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await request.post( '/__dev/faults', {
		data: {
			target: 'wc-ajax:wc_stripe_update_order_status',
			mode: 'http500',
			count: 1,
		},
	} );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4000 0027 6000 3184' );
	await placeOrder( page );
	await page
		.getByRole( 'button', { name: 'Complete authentication' } )
		.click();
	await expect( page.locator( '.wc-stripe-method-message' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeEnabled();
	await placeOrder( page );
	await orderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	const charged = ( await intents( request ) ).reduce(
		( sum, intent ) => sum + intent.charge_count,
		0
	);
	expect( charged ).toBe( 1 );
} );

test( 'a checkout answering HTTP 500 leaves the checkout usable, and the next try pays once', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await request.post( '/__dev/faults', {
		data: { target: 'store:checkout', mode: 'http500', count: 1 },
	} );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrder( page );
	await expect(
		page.getByRole( 'alert' ).filter( {
			hasText: 'There has been a critical error on this website.',
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeEnabled();
	await placeOrder( page );
	await orderReceived( page );
	const charged = ( await intents( request ) ).reduce(
		( sum, intent ) => sum + intent.charge_count,
		0
	);
	expect( charged ).toBe( 1 );
} );

/**
 * A checkout answer that cannot be read (broken JSON, an HTML page) or a
 * lost connection: WooCommerce ends the attempt with its own message, and no
 * observer of ours hears how it ended. The next Place Order must still pay,
 * exactly once.
 */
for ( const mode of [ 'malformed', 'html', 'abort' ] ) {
	test( `a checkout answer that is ${ mode }: the next Place Order pays once`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await request.post( '/__dev/faults', {
			// Chrome sends a request again on a dropped connection: keep
			// dropping them until the shop recovers.
			data: {
				target: 'store:checkout',
				mode,
				count: mode === 'abort' ? 50 : 1,
			},
		} );
		await fillCart( page, [ { slug: 'beanie' } ] );
		await page.goto( '/checkout/' );
		await fillBillingAddress( page );
		await fillCard( page, '4242 4242 4242 4242' );
		await placeOrder( page );
		await expect( page.getByRole( 'alert' ).first() ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Place Order' } )
		).toBeEnabled();
		await request.post( '/__dev/faults', {
			data: { target: 'store:checkout', clear: true },
		} );
		await placeOrder( page );
		await orderReceived( page );
		const charged = ( await intents( request ) ).reduce(
			( sum, intent ) => sum + intent.charge_count,
			0
		);
		expect( charged ).toBe( 1 );
		const paid = ( await orders( request ) ).filter(
			( order ) => order.status === 'processing'
		);
		expect( paid ).toHaveLength( 1 );
	} );
}
