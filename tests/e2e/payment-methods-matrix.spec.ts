/**
 * Every payment method id a store owner can switch on, table-driven, on
 * the block and the classic checkout, each in a shop where Stripe takes it
 * (its currency, the account's country, a shopper from its country) and
 * paid through its family's flow: the bank's page, a voucher, a QR code,
 * a debit with its mandate, BLIK's bank app, Link inside the card
 * element. The order's status, the method and title it records, and the
 * Stripe intent are read from the shop's records. Retired methods
 * (giropay, Sofort) are offered on neither checkout. Orders paid with a
 * wallet button record the wallet.
 */
import { expect, test } from './fixtures';
import {
	FILL,
	FINISH,
	choose,
	expectOrderReceived,
	latestOrderAndIntent,
	methodBox,
	methodRadio,
	openCheckout,
	place,
	shopFor,
	type ShopFor,
	type Surface,
} from './method-flows';
import { openSheet, payInSheet } from './express-helpers';

type Finish = keyof typeof FINISH;

interface Row {
	id: string;
	/** The radio the shopper picks (Link is inside Card). */
	radio: string;
	gateway: string;
	shop: ShopFor;
	fill?: string;
	finish: Finish;
	order: 'processing' | 'on-hold';
	intent: 'succeeded' | 'processing' | 'requires_action';
	/** What the order records, when not the radio's gateway and title. */
	recorded?: { gateway: string; title: string };
	/** Our own mandate text shows under the element. */
	mandate?: boolean;
}

const EUR: ShopFor = { currency: 'EUR', storeCountry: 'DE', country: 'DE' };
const USD: ShopFor = { currency: 'USD', storeCountry: 'US', country: 'US' };

const redirect = ( id: string, radio: string, shop = EUR ): Row => ( {
	id,
	radio,
	gateway: `stripe_${ id }`,
	shop,
	finish: 'redirect',
	order: 'processing',
	intent: 'succeeded',
} );
const debit = (
	id: string,
	radio: string,
	shop: ShopFor,
	extra: Partial< Row > = {}
): Row => ( {
	id,
	radio,
	gateway: `stripe_${ id }`,
	shop,
	fill: id,
	finish: 'none',
	order: 'on-hold',
	intent: 'processing',
	...extra,
} );
const voucher = ( id: string, radio: string, shop: ShopFor ): Row => ( {
	id,
	radio,
	gateway: `stripe_${ id }`,
	shop,
	fill: id,
	finish: 'voucher',
	order: 'on-hold',
	intent: 'requires_action',
} );
const qr = ( id: string, radio: string, shop: ShopFor ): Row => ( {
	id,
	radio,
	gateway: `stripe_${ id }`,
	shop,
	finish: 'qr',
	order: 'processing',
	intent: 'succeeded',
} );

export const ROWS: Row[] = [
	{
		id: 'card',
		radio: 'Card',
		gateway: 'stripe',
		shop: EUR,
		fill: 'card',
		finish: 'none',
		order: 'processing',
		intent: 'succeeded',
		// The card gateway's title on orders, as the Stripe gateway names it.
		recorded: { gateway: 'stripe', title: 'Credit / Debit Card' },
	},
	{
		id: 'link',
		radio: 'Card',
		gateway: 'stripe',
		shop: EUR,
		fill: 'link',
		finish: 'none',
		order: 'processing',
		intent: 'succeeded',
		recorded: { gateway: 'stripe_link', title: 'Link' },
	},
	debit( 'sepa_debit', 'SEPA Direct Debit', EUR, { mandate: true } ),
	redirect( 'ideal', 'iDEAL' ),
	redirect( 'bancontact', 'Bancontact' ),
	redirect( 'eps', 'EPS' ),
	redirect( 'p24', 'Przelewy24 (P24)' ),
	redirect( 'klarna', 'Klarna' ),
	redirect( 'alipay', 'Alipay' ),
	redirect( 'amazon_pay', 'Amazon Pay' ),
	redirect( 'affirm', 'Affirm', { ...USD, quantity: 3 } ),
	redirect( 'afterpay_clearpay', 'Afterpay', USD ),
	voucher( 'multibanco', 'Multibanco', { ...EUR, country: 'PT' } ),
	voucher( 'boleto', 'Boleto', {
		currency: 'BRL',
		storeCountry: 'BR',
		country: 'BR',
	} ),
	voucher( 'oxxo', 'OXXO', {
		currency: 'MXN',
		storeCountry: 'MX',
		country: 'MX',
	} ),
	qr( 'wechat_pay', 'WeChat Pay', EUR ),
	qr( 'cashapp', 'Cash App Pay', USD ),
	{
		id: 'blik',
		radio: 'BLIK',
		gateway: 'stripe_blik',
		shop: { currency: 'PLN', storeCountry: 'PL', country: 'PL' },
		fill: 'blik',
		finish: 'code',
		order: 'processing',
		intent: 'succeeded',
	},
	debit( 'us_bank_account', 'ACH Direct Debit', USD, { mandate: true } ),
	debit(
		'acss_debit',
		'Pre-Authorized Debit',
		{ currency: 'CAD', storeCountry: 'CA', country: 'CA' },
		{ finish: 'acss' }
	),
	debit( 'bacs_debit', 'Bacs Direct Debit', {
		currency: 'GBP',
		storeCountry: 'GB',
		country: 'GB',
	} ),
	debit(
		'au_becs_debit',
		'BECS Direct Debit',
		{ currency: 'AUD', storeCountry: 'AU', country: 'AU' },
		{ mandate: true }
	),
];

/** Methods Stripe no longer processes: neither checkout offers them. */
const RETIRED = [
	{ id: 'giropay', title: 'giropay' },
	{ id: 'sofort', title: 'Sofort' },
];

const SURFACES: Surface[] = [ 'block', 'classic', 'order-pay' ];

for ( const surface of SURFACES ) {
	const where =
		surface === 'order-pay' ? 'pay for order' : `${ surface } checkout`;
	test.describe( where, () => {
		for ( const row of ROWS ) {
			test( `${ row.id } pays through its flow (${ row.finish }): order ${ row.order }, intent ${ row.intent }`, async ( {
				page,
				request,
			} ) => {
				await shopFor( page, request, row.shop );
				await openCheckout( page, surface );
				await choose( page, row.radio );
				const box = methodBox( page, surface, row.gateway );
				if ( row.fill ) {
					await FILL[ row.fill ]?.( box, page );
				}
				if ( row.mandate ) {
					await expect(
						box.locator( '.wc-stripe-mandate' )
					).toBeVisible();
					// Stripe's own mandate stays off: ours is the one shown.
					await expect(
						box.locator( '.stripe-double-mandate' )
					).toHaveCount( 0 );
				}
				await place( page, surface );
				await FINISH[ row.finish ]( page );
				await expectOrderReceived( page );
				const recorded = row.recorded ?? {
					gateway: row.gateway,
					title: row.radio,
				};
				await expect(
					page.locator(
						'.woocommerce-order-overview__payment-method'
					)
				).toContainText( recorded.title );
				const { order, intent } = await latestOrderAndIntent( request );
				expect( order ).toMatchObject( {
					status: row.order,
					payment_method: recorded.gateway,
					payment_method_title: recorded.title,
				} );
				expect( intent ).toMatchObject( { status: row.intent } );
			} );
		}

		test( 'giropay and Sofort, retired by Stripe, are not offered', async ( {
			page,
			request,
		} ) => {
			await shopFor( page, request, EUR );
			await openCheckout( page, surface );
			await expect(
				methodRadio( page, 'SEPA Direct Debit' )
			).toBeVisible();
			for ( const retired of RETIRED ) {
				await expect( methodRadio( page, retired.title ) ).toHaveCount(
					0
				);
			}
		} );
	} );
}

/** Wallet buttons record the wallet that paid, as the incumbent does. */
const WALLET_ORDERS = [
	{ wallet: 'Link', gateway: 'stripe_link', title: 'Link' },
	{
		wallet: 'Amazon Pay',
		gateway: 'stripe_amazon_pay',
		title: 'Amazon Pay (Stripe)',
	},
	{ wallet: 'Google Pay', gateway: 'stripe', title: 'Google Pay (Stripe)' },
];

for ( const entry of WALLET_ORDERS ) {
	test( `an order paid with the ${ entry.wallet } button records ${ entry.gateway }, "${ entry.title }"`, async ( {
		page,
		request,
	} ) => {
		await shopFor( page, request, EUR );
		await page.goto( '/product/beanie/' );
		await openSheet( page, entry.wallet );
		await payInSheet( page );
		await expectOrderReceived( page );
		await expect(
			page.locator( '.woocommerce-order-overview__payment-method' )
		).toContainText( entry.title );
		const { order } = await latestOrderAndIntent( request );
		expect( order ).toMatchObject( {
			payment_method: entry.gateway,
			payment_method_title: entry.title,
		} );
	} );
}
