/**
 * The methods that can be saved (card, SEPA, ACH, ACSS, Bacs, BECS, Link,
 * Cash App Pay, Amazon Pay), table-driven: saved from the block checkout,
 * then reused from the classic checkout without the element or the
 * method's flow again, and (for the debits and the card) added under My
 * account → Add payment method. Orders and intents are read from the
 * shop's records.
 */
import { expect, test } from './fixtures';
import {
	FILL,
	FINISH,
	choose,
	expectOrderReceived,
	latestOrderAndIntent,
	methodBox,
	openCheckout,
	place,
	shopFor,
	type ShopFor,
} from './method-flows';

const EUR: ShopFor = { currency: 'EUR', storeCountry: 'DE', country: 'DE' };
const USD: ShopFor = { currency: 'USD', storeCountry: 'US', country: 'US' };
const CAD: ShopFor = { currency: 'CAD', storeCountry: 'CA', country: 'CA' };
const GBP: ShopFor = { currency: 'GBP', storeCountry: 'GB', country: 'GB' };
const AUD: ShopFor = { currency: 'AUD', storeCountry: 'AU', country: 'AU' };

interface Reusable {
	id: string;
	radio: string;
	gateway: string;
	shop: ShopFor;
	fill?: string;
	finish: keyof typeof FINISH;
	/** The saved method's name in the list. */
	token: string;
	/** Reused: a debit waits for the bank, the others are paid. */
	reused: { order: string; intent: string };
	/** Also added under My account → Add payment method. */
	addable?: boolean;
}

const PAID = { order: 'processing', intent: 'succeeded' };
const DEBITED = { order: 'on-hold', intent: 'processing' };

const REUSABLE: Reusable[] = [
	{
		id: 'card',
		radio: 'Card',
		gateway: 'stripe',
		shop: EUR,
		fill: 'card',
		finish: 'none',
		token: 'Visa ending in 4242 (expires 12/34)',
		reused: PAID,
		addable: true,
	},
	{
		id: 'link',
		radio: 'Card',
		gateway: 'stripe',
		shop: EUR,
		fill: 'link',
		finish: 'none',
		token: 'Link (shopper@link.test)',
		reused: PAID,
	},
	{
		id: 'sepa_debit',
		radio: 'SEPA Direct Debit',
		gateway: 'stripe_sepa_debit',
		shop: EUR,
		fill: 'sepa_debit',
		finish: 'none',
		token: 'SEPA IBAN ending in 3000',
		reused: DEBITED,
		addable: true,
	},
	{
		id: 'us_bank_account',
		radio: 'ACH Direct Debit',
		gateway: 'stripe_us_bank_account',
		shop: USD,
		fill: 'us_bank_account',
		finish: 'none',
		token: 'StripeBank ending in 6789',
		reused: DEBITED,
		addable: true,
	},
	{
		id: 'acss_debit',
		radio: 'Pre-Authorized Debit',
		gateway: 'stripe_acss_debit',
		shop: CAD,
		fill: 'acss_debit',
		finish: 'acss',
		token: 'Pre-Authorized Debit ending in 6789',
		reused: DEBITED,
		addable: true,
	},
	{
		id: 'bacs_debit',
		radio: 'Bacs Direct Debit',
		gateway: 'stripe_bacs_debit',
		shop: GBP,
		fill: 'bacs_debit',
		finish: 'none',
		token: 'Bacs Direct Debit ending in 2345',
		reused: DEBITED,
		addable: true,
	},
	{
		id: 'au_becs_debit',
		radio: 'BECS Direct Debit',
		gateway: 'stripe_au_becs_debit',
		shop: AUD,
		fill: 'au_becs_debit',
		finish: 'none',
		token: 'BECS Direct Debit ending in 3456',
		reused: DEBITED,
		addable: true,
	},
	{
		id: 'cashapp',
		radio: 'Cash App Pay',
		gateway: 'stripe_cashapp',
		shop: USD,
		finish: 'qr',
		token: 'Cash App Pay ($shopper)',
		reused: PAID,
	},
	{
		id: 'amazon_pay',
		radio: 'Amazon Pay',
		gateway: 'stripe_amazon_pay',
		shop: EUR,
		finish: 'redirect',
		token: 'Amazon Pay (shopper@example.com)',
		reused: PAID,
	},
];

const SAVE = 'Save payment information to my account for future purchases.';

for ( const method of REUSABLE ) {
	test( `${ method.id }: saved from the block checkout, reused from the classic checkout`, async ( {
		page,
		request,
	} ) => {
		await shopFor( page, request, method.shop, { login: true } );
		await openCheckout( page, 'block' );
		await choose( page, method.radio );
		if ( method.fill ) {
			await FILL[ method.fill ]?.(
				methodBox( page, 'block', method.gateway ),
				page
			);
		}
		await page.getByLabel( SAVE ).check();
		await place( page, 'block' );
		await FINISH[ method.finish ]( page );
		await expectOrderReceived( page );

		// Again, from the classic checkout, with the saved method.
		await page.request.post( '/__dev/cart', {
			data: { items: [ { slug: 'beanie' } ] },
		} );
		await openCheckout( page, 'classic' );
		await choose( page, method.radio );
		await page
			.getByRole( 'radio', { name: method.token, exact: true } )
			.check();
		await place( page, 'classic' );
		await expectOrderReceived( page );
		const { order, intent } = await latestOrderAndIntent( request );
		expect( order.status ).toBe( method.reused.order );
		expect( intent?.status ).toBe( method.reused.intent );
	} );
}

for ( const method of REUSABLE.filter( ( entry ) => entry.addable ) ) {
	test( `${ method.id }: added under My account → Add payment method`, async ( {
		page,
		request,
	} ) => {
		await shopFor( page, request, method.shop, { login: true } );
		await page.goto( '/my-account/add-payment-method/' );
		await choose( page, method.radio );
		if ( method.fill ) {
			await FILL[ method.fill ]?.(
				methodBox( page, 'classic', method.gateway ),
				page
			);
		}
		await page
			.getByRole( 'button', { name: 'Add payment method' } )
			.click();
		if ( method.finish === 'acss' ) {
			await FINISH.acss( page );
		}
		await expect(
			page.getByText( 'Payment method successfully added.' )
		).toBeVisible();
		await expect(
			page.locator( '.woocommerce-MyAccount-paymentMethods' )
		).toContainText( method.token.replace( / \(expires.*\)/, '' ) );
	} );
}

/** A subscription's method changed to a new debit, then renewed with it. */
const SUBSCRIPTION_METHODS = REUSABLE.filter( ( entry ) =>
	[
		'card',
		'sepa_debit',
		'bacs_debit',
		'au_becs_debit',
		'us_bank_account',
		'acss_debit',
	].includes( entry.id )
);

for ( const method of SUBSCRIPTION_METHODS ) {
	test( `${ method.id }: becomes a subscription's method, and pays its renewal`, async ( {
		page,
		request,
	} ) => {
		await shopFor( page, request, method.shop, { login: true } );
		await page.goto( '/my-account/' );
		await page
			.getByRole( 'link', {
				name: 'Change payment for subscription 200',
			} )
			.click();
		await choose( page, method.radio );
		const box = methodBox( page, 'classic', method.gateway );
		const fresh = box.getByRole( 'radio', {
			name: 'Use a new payment method',
		} );
		if ( await fresh.count() ) {
			await fresh.check();
		}
		await FILL[ method.fill || '' ]?.( box, page );
		await page
			.getByRole( 'button', { name: 'Change payment method' } )
			.click();
		if ( method.finish === 'acss' ) {
			await FINISH.acss( page );
		}
		await expect(
			page.getByText( 'Payment method updated.' )
		).toBeVisible();
		await expect(
			page.locator( '#subscription-200 .subscription-payment-method' )
		).toHaveText( method.token );

		const renewal = await (
			await request.post( '/__dev/renew', {
				data: { subscription_id: 200 },
			} )
		).json();
		expect( renewal.status ).toBe( method.reused.order );
		const { intent } = await latestOrderAndIntent( request );
		expect( intent?.status ).toBe( method.reused.intent );
	} );
}
