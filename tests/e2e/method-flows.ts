/**
 * The payment method matrix's helpers: a shop set up for one method (its
 * currency, the Stripe account's country, a cart and a billing address
 * from the method's country), each checkout opened on it, the method's box,
 * and each family's steps after the shopper fills the element: the bank's
 * page, the voucher, the QR code, BLIK's bank app, ACSS's mandate dialog.
 */
import {
	expect,
	type APIRequestContext,
	type Locator,
	type Page,
} from '@playwright/test';
import { fillCard, intents, orders, placeOrder, resetShop } from './fixtures';
import { acceptTerms, placeOrderButton } from './classic-helpers';

export type Surface = 'block' | 'classic' | 'order-pay';

/** A billing address in each country a method serves. */
export const ADDRESSES: Record< string, Record< string, string > > = {
	DE: { city: 'Berlin', postcode: '10117', state: '' },
	NL: { city: 'Amsterdam', postcode: '1012 NX', state: '' },
	PL: { city: 'Warszawa', postcode: '00-001', state: '' },
	PT: { city: 'Lisboa', postcode: '1100-148', state: '' },
	US: { city: 'San Francisco', postcode: '94103', state: 'CA' },
	CA: { city: 'Toronto', postcode: 'M5V 2T6', state: 'ON' },
	GB: { city: 'London', postcode: 'SW1A 1AA', state: '' },
	AU: { city: 'Sydney', postcode: '2000', state: 'NSW' },
	BR: { city: 'São Paulo', postcode: '01310-100', state: 'SP' },
	MX: { city: 'Ciudad de México', postcode: '06600', state: 'CMX' },
};

export interface ShopFor {
	currency: string;
	/** The Stripe account's country (domestic-only methods). */
	storeCountry: string;
	/** The shopper's billing country. */
	country: string;
	/** Three beanies reach Affirm's 50.00 minimum. */
	quantity?: number;
	email?: string;
}

/** A fresh shop for one method, this browser's cart and address in it. */
export async function shopFor(
	page: Page,
	request: APIRequestContext,
	shop: ShopFor,
	options: { login?: boolean } = {}
): Promise< void > {
	await resetShop( request, {
		currency: shop.currency,
		storeCountry: shop.storeCountry,
	} );
	const where = ADDRESSES[ shop.country ];
	const billing = {
		first_name: 'Erika',
		last_name: 'Mustermann',
		address_1: 'Main Street 1',
		city: where.city,
		postcode: where.postcode,
		state: where.state,
		country: shop.country,
		phone: '+1 555 0100',
		email: shop.email ?? 'shopper@example.com',
	};
	if ( options.login ) {
		// The customer lives where the method is offered.
		await page.request.post( '/__dev/login', { data: { billing } } );
	}
	const response = await page.request.post( '/__dev/cart', {
		data: {
			items: [ { slug: 'beanie', quantity: shop.quantity ?? 1 } ],
			billing,
		},
	} );
	expect( response.ok() ).toBe( true );
}

/** The checkout, or pay for order: the cart becomes an order to pay. */
export async function openCheckout( page: Page, surface: Surface ) {
	if ( surface === 'order-pay' ) {
		const order = await (
			await page.request.post( '/__dev/pending-order' )
		).json();
		await page.goto( order.pay_url );
		return;
	}
	if ( surface === 'block' ) {
		await page.goto( '/checkout/' );
		return;
	}
	// The classic checkout asks for its order review as it starts, a moment
	// after the page is shown, and its answer redraws the payment area:
	// a shopper's first choice is made once that first review is in.
	const reviewed = page.waitForResponse( ( response ) =>
		response.url().includes( 'wc-ajax=update_order_review' )
	);
	await page.goto( '/classic-checkout/' );
	await reviewed;
}

export { methodRadio } from './fixtures';

/** The chosen method's box, where its element and mandate are. */
export function methodBox( page: Page, surface: Surface, gateway: string ) {
	return surface === 'block'
		? page.locator( '.wc-block-components-radio-control-accordion-content' )
		: page.locator( `.payment_box.payment_method_${ gateway }` );
}

/** Chooses a payment method by the label the shopper sees. */
export { chooseMethod as choose } from './fixtures';

export async function place( page: Page, surface: Surface ) {
	if ( surface === 'block' ) {
		await placeOrder( page );
		return;
	}
	if ( surface === 'order-pay' ) {
		await page.getByRole( 'button', { name: 'Pay for order' } ).click();
		return;
	}
	await acceptTerms( page );
	await placeOrderButton( page ).click();
}

/** Each family's element input, filled in the method's box. */
export const FILL: Record<
	string,
	( box: Locator, page: Page ) => Promise< void >
> = {
	card: async ( _box, page ) => fillCard( page, '4242 4242 4242 4242' ),
	link: async ( box, page ) => {
		await box.getByRole( 'button', { name: 'Pay with Link' } ).click();
		await page.getByRole( 'button', { name: 'Use this card' } ).click();
	},
	sepa_debit: ( box ) =>
		box
			.getByLabel( 'IBAN', { exact: true } )
			.fill( 'DE89370400440532013000' ),
	boleto: ( box ) => box.getByLabel( 'CPF/CNPJ' ).fill( '000.000.000-00' ),
	blik: ( box ) => box.getByLabel( 'BLIK Code' ).fill( '123456' ),
	bacs_debit: async ( box ) => {
		await box.getByLabel( 'Sort code' ).fill( '108800' );
		await box.getByLabel( 'Account number' ).fill( '00012345' );
		await box.getByRole( 'checkbox', { name: /account holder/ } ).check();
	},
	au_becs_debit: async ( box ) => {
		await box.getByLabel( 'BSB' ).fill( '000000' );
		await box.getByLabel( 'Account number' ).fill( '000123456' );
	},
	// Its details come in Stripe's dialog: the shopper waits for the form.
	acss_debit: ( box ) =>
		expect(
			box.getByText( 'collected when you pay', { exact: false } )
		).toBeVisible(),
	us_bank_account: async ( box, page ) => {
		await box
			.getByRole( 'button', { name: 'Connect your bank account' } )
			.click();
		await page
			.getByRole( 'button', { name: 'Checking •••• 6789' } )
			.click();
	},
};

/** After Place Order: each family's step at Stripe or the bank. */
export const FINISH: Record< string, ( page: Page ) => Promise< void > > = {
	redirect: async ( page ) => {
		await page
			.getByRole( 'button', { name: 'Authorize test payment' } )
			.click();
	},
	voucher: async ( page ) => {
		await expect(
			page.getByRole( 'dialog', { name: 'Voucher' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Close' } ).click();
	},
	qr: async ( page ) => {
		await expect(
			page.getByRole( 'dialog', { name: 'Scan to pay' } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Authorize test payment' } )
			.click();
	},
	code: async ( page ) => {
		await page
			.getByRole( 'dialog', { name: 'BLIK authorisation' } )
			.getByRole( 'button', { name: 'Authorize test payment' } )
			.click();
	},
	acss: async ( page ) => {
		const dialog = page.getByRole( 'dialog', {
			name: 'Pre-authorized debit',
		} );
		await dialog.getByLabel( 'Institution number' ).fill( '000' );
		await dialog.getByLabel( 'Transit number' ).fill( '11000' );
		await dialog.getByLabel( 'Account number' ).fill( '000123456789' );
		await dialog.getByRole( 'button', { name: 'Accept and pay' } ).click();
	},
	none: async () => {},
};

export async function expectOrderReceived( page: Page ) {
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
}

/** The shop's latest order and the Stripe intent that paid it. */
export async function latestOrderAndIntent( request: APIRequestContext ) {
	const list = await orders( request );
	const order = list[ list.length - 1 ] as ( typeof list )[ number ] & {
		payment_method_title?: string;
	};
	const ids = order?.intent_ids || [];
	const intent = ( await intents( request ) ).find(
		( entry ) => entry.id === ids[ ids.length - 1 ]
	);
	return { order, intent };
}
