/**
 * The Payment Element's amount in Stripe's units whatever the store's price
 * decimals (issue 44): a Hungarian store showing whole forints (18 000 Ft a
 * Beanie) and a yen store showing two decimals (¥18.00). The element is
 * handed the cart's total as Stripe counts it, on the block checkout (from
 * WooCommerce's props, in the store's decimals) and on the classic checkout
 * (the gateway's cartTotal, then the Store API's total after an order
 * review update), and the card pays exactly that.
 */
import type { Page } from '@playwright/test';
import { checkWhenFree, expect, fillCard, placeOrder, test } from './fixtures';
import {
	acceptTerms,
	expectOrderReceived,
	fillBilling,
	isUpdate,
	openClassicCheckout,
	placeOrderButton,
} from './classic-helpers';
import { openBlockCheckout } from './block-helpers';
import { expectOneOrderChargedOnce } from './order-checks';

const cardElementAmount = ( page: Page ) =>
	page
		.locator(
			'.wc-stripe-upe-element[data-payment-method-type="card"] [data-amount], .wc-block-components-radio-control-accordion-content [data-amount]'
		)
		.first();

const STORES = [
	{
		name: 'HUF with 0 decimals',
		settings: { currency: 'HUF', priceDecimals: 0 },
		// 18 000 Ft + 5 000 Ft flat rate + 10 % tax, in cents of a forint.
		total: 2530000,
		// Free shipping from 50 000 Ft: three Beanies, 59 400 Ft.
		free: 5940000,
	},
	{
		name: 'JPY with 2 decimals',
		settings: { currency: 'JPY', priceDecimals: 2 },
		// ¥25.30 and ¥59.40: whole yen, as the gateway charges.
		total: 25,
		free: 59,
	},
];

for ( const store of STORES ) {
	test( `${ store.name }, block checkout: the element is handed ${ store.total } and the card pays it`, async ( {
		page,
		request,
	} ) => {
		await openBlockCheckout( page, request, { settings: store.settings } );
		await expect( cardElementAmount( page ) ).toHaveAttribute(
			'data-amount',
			String( store.total )
		);
		await fillCard( page, '4242 4242 4242 4242' );
		await placeOrder( page );
		await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
		const { intent } = await expectOneOrderChargedOnce( request );
		expect( intent.amount ).toBe( store.total );
	} );

	test( `${ store.name }, classic checkout: the element is handed the printed total, follows free shipping to ${ store.free }, and the card pays it`, async ( {
		page,
		request,
	} ) => {
		await openClassicCheckout( page, request, {
			settings: store.settings,
			items: [ { slug: 'beanie', quantity: 3 } ],
		} );
		await fillBilling( page );
		await acceptTerms( page );
		const updated = page.waitForResponse( ( res ) =>
			isUpdate( res.url() )
		);
		await checkWhenFree(
			page,
			page.getByRole( 'radio', { name: /Free shipping/ } )
		);
		await updated;
		await expect( cardElementAmount( page ) ).toHaveAttribute(
			'data-amount',
			String( store.free )
		);
		await fillCard( page, '4242 4242 4242 4242' );
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
		const { intent } = await expectOneOrderChargedOnce( request );
		expect( intent.amount ).toBe( store.free );
	} );
}
