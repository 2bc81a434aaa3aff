/**
 * One message per error, on every surface: a card Stripe refuses is told in
 * the catalogue's words (SPEC §8, `assets/js/core/messages/`) wherever the
 * shopper pays or saves it, never in Stripe's own ("Your card was
 * declined."), whether the words come from Stripe.js in the browser, from
 * the gateway's answer that relays Stripe's message (add payment method),
 * or from the notice the shop prints after a native post (a
 * subscription's change of method).
 */
import type { Page } from '@playwright/test';
import {
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	openPayForOrder,
	placeOrder,
	resetShop,
	test,
} from './fixtures';
import {
	acceptTerms,
	fillBilling,
	openClassicCheckout,
	placeOrderButton,
} from './classic-helpers';
import { chooseSheetCard, openSheet, payInSheet } from './express-helpers';

interface Surface {
	name: string;
	/** Opens the surface with a fresh shop, ready for a card. */
	open: ( page: Page ) => Promise< void >;
	/** Pays (or saves) with the card. */
	pay: ( page: Page, card: string ) => Promise< void >;
	/** The cards this surface can be given (the wallet holds only a few). */
	cards?: string[];
}

const CARDS: Array< [ string, string, string ] > = [
	[ 'a declined card', '4000 0000 0000 0002', 'The card was declined.' ],
	[ 'a card without funds', '4000 0000 0000 9995', 'The card was declined.' ],
	[ 'an expired card', '4000 0000 0000 0069', 'The card has expired.' ],
];

const SURFACES: Surface[] = [
	{
		name: 'block checkout',
		open: async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			await page.goto( '/checkout/' );
			await fillBillingAddress( page );
		},
		pay: async ( page, card ) => {
			await fillCard( page, card );
			await placeOrder( page );
		},
	},
	{
		name: 'classic checkout',
		open: async ( page ) => {
			await openClassicCheckout( page, page.request );
			await fillBilling( page );
			await acceptTerms( page );
		},
		pay: async ( page, card ) => {
			await fillCard( page, card );
			await placeOrderButton( page ).click();
		},
	},
	{
		name: 'pay for order',
		open: openPayForOrder,
		pay: async ( page, card ) => {
			await fillCard( page, card );
			await page.getByRole( 'button', { name: 'Pay for order' } ).click();
		},
	},
	{
		name: 'add payment method',
		open: async ( page ) => {
			await page.request.post( '/__dev/login' );
			await page.goto( '/my-account/add-payment-method/' );
		},
		pay: async ( page, card ) => {
			await fillCard( page, card, '11 / 33' );
			await page
				.getByRole( 'button', { name: 'Add payment method' } )
				.click();
		},
	},
	{
		name: "a subscription's change of payment method",
		open: async ( page ) => {
			await page.request.post( '/__dev/login' );
			await page.goto( '/my-account/' );
			await page
				.getByRole( 'link', {
					name: 'Change payment for subscription 200',
				} )
				.click();
			await page
				.getByRole( 'radio', { name: 'Use a new payment method' } )
				.check();
		},
		pay: async ( page, card ) => {
			await fillCard( page, card, '11 / 33' );
			await page
				.getByRole( 'button', { name: 'Change payment method' } )
				.click();
		},
	},
	{
		name: "the wallet's payment sheet",
		open: async ( page ) => {
			await page.goto( '/product/beanie/' );
			await openSheet( page );
		},
		pay: async ( page, card ) => {
			await chooseSheetCard( page, card.replace( /\s/g, '' ) );
			await payInSheet( page );
		},
		cards: [ '4000 0000 0000 0002' ],
	},
];

for ( const surface of SURFACES ) {
	for ( const [ cardName, card, message ] of CARDS ) {
		if ( surface.cards && ! surface.cards.includes( card ) ) {
			continue;
		}
		test( `${ surface.name } × ${ cardName } → "${ message }"`, async ( {
			page,
			request,
		} ) => {
			await resetShop( request );
			await surface.open( page );
			await surface.pay( page, card );
			await expect(
				page.getByText( message, { exact: true } ).first()
			).toBeVisible();
			// Stripe's own wording ("Your card …") is nowhere on the page.
			await expect( page.locator( 'body' ) ).not.toContainText(
				/Your card/
			);
		} );
	}
}
