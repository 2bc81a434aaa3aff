/**
 * One failure per family, table-driven, on the block and the classic
 * checkout: a declined card, a failed bank redirect, a voucher that
 * expires unpaid, a QR code closed without scanning, a declined BLIK code,
 * a debit the bank refuses once it is processing, and a pre-authorized
 * debit whose mandate is not accepted. Each shows its message, marks the
 * order failed (read from the shop's records), and loses nothing: the
 * cart waits at the checkout, or the failed order offers Pay.
 */
import type { Page } from '@playwright/test';
import { expect, fillCard, test } from './fixtures';
import {
	choose,
	latestOrderAndIntent,
	methodBox,
	openCheckout,
	place,
	shopFor,
	type ShopFor,
	type Surface,
} from './method-flows';

const EUR: ShopFor = { currency: 'EUR', storeCountry: 'DE', country: 'DE' };

interface Failure {
	family: string;
	radio: string;
	gateway: string;
	shop: ShopFor;
	fill?: ( page: Page, surface: Surface ) => Promise< void >;
	/** What the shopper does at Stripe or the bank. */
	then: ( page: Page ) => Promise< void >;
	/** Told at the checkout, or on the failed order's page. */
	message: string;
	where: 'checkout' | 'order-received';
	intent?: string;
}

const button = ( page: Page, name: string ) =>
	page.getByRole( 'button', { name, exact: true } );

const FAILURES: Failure[] = [
	{
		family: 'card: declined',
		radio: 'Card',
		gateway: 'stripe',
		shop: EUR,
		fill: ( page ) => fillCard( page, '4000 0000 0000 0002' ),
		then: async () => {},
		message: 'The card was declined.',
		where: 'checkout',
	},
	{
		family: 'redirect: the bank page fails',
		radio: 'iDEAL',
		gateway: 'stripe_ideal',
		shop: EUR,
		then: ( page ) => button( page, 'Fail test payment' ).click(),
		message: 'We were unable to process your order, please try again.',
		where: 'checkout',
		intent: 'requires_payment_method',
	},
	{
		family: 'voucher: expires unpaid',
		radio: 'OXXO',
		gateway: 'stripe_oxxo',
		shop: {
			currency: 'MXN',
			storeCountry: 'MX',
			country: 'MX',
			email: 'expire_immediately@example.com',
		},
		then: ( page ) => button( page, 'Close' ).click(),
		message: 'Unfortunately your order cannot be processed',
		where: 'order-received',
		intent: 'requires_payment_method',
	},
	{
		family: 'QR code: closed without scanning',
		radio: 'WeChat Pay',
		gateway: 'stripe_wechat_pay',
		shop: EUR,
		then: ( page ) => button( page, 'Close without scanning' ).click(),
		message:
			'The payment was not completed. Please try again or use another payment method.',
		where: 'checkout',
		intent: 'requires_action',
	},
	{
		family: 'BLIK: the code is declined in the bank app',
		radio: 'BLIK',
		gateway: 'stripe_blik',
		shop: { currency: 'PLN', storeCountry: 'PL', country: 'PL' },
		fill: ( page ) => page.getByLabel( 'BLIK Code' ).fill( '000000' ),
		then: ( page ) => button( page, 'Authorize test payment' ).click(),
		message: 'The BLIK code was declined.',
		where: 'checkout',
		intent: 'requires_payment_method',
	},
	{
		family: 'debit: the bank refuses it once processing',
		radio: 'SEPA Direct Debit',
		gateway: 'stripe_sepa_debit',
		shop: EUR,
		fill: ( page, surface ) =>
			methodBox( page, surface, 'stripe_sepa_debit' )
				.getByLabel( 'IBAN', { exact: true } )
				.fill( 'DE62370400440532013001' ),
		then: async () => {},
		message: 'Unfortunately your order cannot be processed',
		where: 'order-received',
		intent: 'requires_payment_method',
	},
	{
		family: 'pre-authorized debit: the mandate is not accepted',
		radio: 'Pre-Authorized Debit',
		gateway: 'stripe_acss_debit',
		shop: { currency: 'CAD', storeCountry: 'CA', country: 'CA' },
		fill: ( page, surface ) =>
			expect(
				methodBox( page, surface, 'stripe_acss_debit' ).getByText(
					'collected when you pay',
					{ exact: false }
				)
			).toBeVisible(),
		then: ( page ) =>
			page
				.getByRole( 'dialog', { name: 'Pre-authorized debit' } )
				.getByRole( 'button', { name: 'Cancel' } )
				.click(),
		// The gateway prints its text for this code at the top level of its
		// params (get_localized_messages()): the store's text wins.
		message:
			'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
		where: 'checkout',
	},
];

/** Where each checkout says what went wrong. */
const ERRORS = '[role="alert"], .woocommerce-error, .wc-stripe-method-message';

for ( const surface of [ 'block', 'classic' ] as Surface[] ) {
	test.describe( `${ surface } checkout`, () => {
		for ( const failure of FAILURES ) {
			test( `${ failure.family }: told, the order failed, nothing lost`, async ( {
				page,
				request,
			} ) => {
				await shopFor( page, request, failure.shop );
				await openCheckout( page, surface );
				await choose( page, failure.radio );
				await failure.fill?.( page, surface );
				await place( page, surface );
				await failure.then( page );
				if ( failure.where === 'order-received' ) {
					await expect( page ).toHaveURL( /order-received/ );
					await expect(
						page.locator( '.woocommerce-thankyou-order-failed' )
					).toContainText( failure.message );
					// The failed order can be paid again.
					await expect(
						page.getByRole( 'link', { name: 'Pay', exact: true } )
					).toBeVisible();
				} else {
					await expect(
						page
							.locator( ERRORS )
							.filter( { hasText: failure.message } )
							.first()
					).toBeVisible();
					await expect( page ).toHaveURL(
						surface === 'block'
							? /\/checkout\/$/
							: /classic-checkout/
					);
					// The cart waits at the checkout, ready for another try.
					await expect(
						page.getByText( 'Beanie' ).first()
					).toBeVisible();
				}
				const { order, intent } = await latestOrderAndIntent( request );
				expect( order.status ).toBe( 'failed' );
				if ( failure.intent ) {
					expect( intent?.status ).toBe( failure.intent );
				}
			} );
		}
	} );
}
