/**
 * Optimized Checkout (issue 37, break 5) on the classic checkout and pay
 * for order (the block checkout's are block-checkout-optimized-checkout.spec.ts,
 * run on both Reacts): one Stripe method whose Payment Element offers every
 * enabled method, paid by card, by iDEAL chosen inside it and with a saved
 * card; the order records the method chosen inside the element. Adding a
 * method shows the card alone, as the gateway does.
 */
import { expect, test } from './fixtures';
import { shopFor } from './method-flows';
import {
	describeOptimizedCheckout,
	optimizedCheckoutOn,
} from './optimized-checkout-flows';

describeOptimizedCheckout( 'classic' );
describeOptimizedCheckout( 'order-pay' );

test( 'adding a method with Optimized Checkout on: the card alone, as before', async ( {
	page,
	request,
} ) => {
	await shopFor(
		page,
		request,
		{
			currency: 'EUR',
			storeCountry: 'DE',
			country: 'DE',
		},
		{ login: true }
	);
	await optimizedCheckoutOn( page );
	await page.goto( '/my-account/add-payment-method/' );
	await expect( page.locator( 'input[name="payment_method"]' ) ).toHaveCount(
		1
	);
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	await expect( page.locator( '.stripe-double-accordion-item' ) ).toHaveCount(
		0
	);
} );
