/**
 * The right amount in every currency and decimal setting (issue 44). Stripe
 * counts in its own units for the currency (whole yen, cents of a forint,
 * thousandths of a dinar ending in 0); WooCommerce in the store's price
 * decimals, which the store owner sets apart from the currency. Each store
 * buys three Beanies (18.00 each in the catalogue, 18 000 Ft in forints)
 * with a wallet on the product page, the classic cart and the block
 * checkout, with the gateway's `checkout.currency_decimals` printed and not:
 * the sheet opens with the cart with the flat rate (64.90 with tax; the
 * product page may open with its 54.00 preview), holds it after the first
 * address, and after choosing free shipping 59.40, each as Stripe expects
 * it, its lines adding up to its total; the charge is that amount and the
 * order's total.
 */
import { expect, type Page } from '@playwright/test';
import { test, fillCart, orderReceived, resetShop } from './fixtures';
import { openSheet, payInSheet, paymentSheet } from './express-helpers';
import { expectOneOrderChargedOnce } from './order-checks';

interface Store {
	name: string;
	settings: Record< string, unknown >;
	/** The product page's preview before its cart answers: 3 × 18.00. */
	items: number;
	/** What Stripe is handed with the flat rate: (54 + 5) + 10 % tax. */
	open: number;
	/** What Stripe is handed with free shipping: 54 + 10 % tax. */
	free: number;
	/** The order's total in the store's decimals, with free shipping. */
	orderTotal: number;
}

const STORES: Store[] = [
	{
		name: 'HUF with 0 decimals',
		items: 5400000,
		settings: { currency: 'HUF', priceDecimals: 0 },
		open: 6490000,
		free: 5940000,
		orderTotal: 59400,
	},
	{
		name: 'USD with 0 decimals',
		items: 5400,
		settings: { currency: 'USD', priceDecimals: 0 },
		// $59 + $6 tax (rounded to the store's whole dollars).
		open: 6500,
		free: 5900,
		orderTotal: 59,
	},
	{
		name: 'EUR with 3 decimals',
		items: 5400,
		settings: { currency: 'EUR', priceDecimals: 3 },
		open: 6490,
		free: 5940,
		orderTotal: 59400,
	},
	{
		name: 'JPY with 0 decimals',
		items: 54,
		settings: { currency: 'JPY', priceDecimals: 0 },
		open: 65,
		free: 59,
		orderTotal: 59,
	},
	{
		name: 'JPY with 2 decimals',
		items: 54,
		settings: { currency: 'JPY', priceDecimals: 2 },
		// ¥64.90 and ¥59.40: Stripe counts whole yen, as the gateway charges.
		open: 64,
		free: 59,
		orderTotal: 5940,
	},
	{
		name: 'KWD with 2 decimals',
		items: 54000,
		settings: { currency: 'KWD', priceDecimals: 2 },
		open: 64900,
		free: 59400,
		orderTotal: 5940,
	},
];

/** The sheet's total and lines, as Stripe.js was handed them. */
async function handed( page: Page ) {
	const sheet = paymentSheet( page );
	const total = Number(
		await sheet.locator( '.sheet-total' ).getAttribute( 'data-amount' )
	);
	const lines = await sheet
		.getByRole( 'list', { name: 'Sheet lines' } )
		.locator( 'li' )
		.evaluateAll( ( items ) =>
			items.map( ( item ) =>
				Number( item.getAttribute( 'data-amount' ) )
			)
		);
	return { total, lines };
}

/**
 * What the sheet opened with, before the first address changed it: `amounts`
 * lists what may be there (the product page opens with its preview or,
 * once the product is in its cart, with the cart), its lines adding up.
 */
async function expectOpenedWith( page: Page, amounts: number[] ) {
	const sheet = paymentSheet( page );
	const opened = Number(
		await sheet.locator( '.sheet-total' ).getAttribute( 'data-opened-with' )
	);
	expect( amounts ).toContain( opened );
	const lines = (
		( await sheet
			.getByRole( 'list', { name: 'Sheet lines' } )
			.getAttribute( 'data-opened-with' ) ) || ''
	)
		.split( ' ' )
		.filter( Boolean )
		.map( Number );
	if ( lines.length ) {
		expect( lines.reduce( ( sum, line ) => sum + line, 0 ) ).toBe( opened );
	}
}

/** The sheet asks for `amount`, its lines (if any) adding up to it. */
async function expectHanded( page: Page, amount: number ) {
	await expect
		.poll( async () => ( await handed( page ) ).total )
		.toBe( amount );
	const { lines } = await handed( page );
	if ( lines.length ) {
		expect( lines.reduce( ( sum, line ) => sum + line, 0 ) ).toBe( amount );
	}
}

const SURFACES: Array< {
	where: string;
	open: ( page: Page ) => Promise< void >;
	/** What the sheet may open with. */
	opensWith: ( store: Store ) => number[];
} > = [
	{
		where: 'product page',
		opensWith: ( store ) => [ store.items, store.open ],
		async open( page ) {
			await page.goto( '/product/beanie/' );
			const read = page.waitForResponse( ( response ) =>
				response.url().includes( 'get_selected_product_data' )
			);
			await page.getByLabel( 'Beanie quantity' ).fill( '3' );
			await read;
			const added = page.waitForResponse( ( response ) =>
				response.url().endsWith( '/wc/store/v1/cart/add-item' )
			);
			await openSheet( page );
			expect( ( await added ).ok() ).toBe( true );
		},
	},
	{
		where: 'classic cart',
		opensWith: ( store ) => [ store.open ],
		async open( page ) {
			await fillCart( page, [ { slug: 'beanie', quantity: 3 } ] );
			await page.goto( '/cart/' );
			await openSheet( page );
		},
	},
	{
		where: 'block checkout',
		opensWith: ( store ) => [ store.open ],
		async open( page ) {
			await fillCart( page, [ { slug: 'beanie', quantity: 3 } ] );
			await page.goto( '/checkout/' );
			await openSheet( page );
		},
	},
];

const PRINTED: Array< [ string, boolean | 'price-decimals' ] > = [
	[ 'currency_decimals printed', true ],
	[ 'no currency_decimals printed', false ],
];

for ( const store of STORES ) {
	// A gateway whose currency_decimals is the store's own decimals
	// (wc_get_price_decimals()) must not move the amounts either: tried
	// where the two differ from Stripe's.
	const printedForms =
		store.name.startsWith( 'HUF' ) || store.name === 'JPY with 2 decimals'
			? [
					...PRINTED,
					[
						'the store’s price decimals printed',
						'price-decimals',
					] as [ string, 'price-decimals' ],
				]
			: PRINTED;
	for ( const [ printedName, printed ] of printedForms ) {
		for ( const surface of SURFACES ) {
			test( `${ store.name }, ${ printedName }, ${ surface.where }: Stripe is handed ${ store.open } then ${ store.free }, and charges the order’s total`, async ( {
				page,
				request,
			} ) => {
				await resetShop( request, {
					...store.settings,
					currencyDecimalsPrinted: printed,
				} );
				await surface.open( page );
				await expectOpenedWith( page, surface.opensWith( store ) );
				await expectHanded( page, store.open );
				await paymentSheet( page )
					.getByLabel( /Free shipping/ )
					.check();
				await expectHanded( page, store.free );
				await payInSheet( page );
				await orderReceived( page );
				const { intent } = await expectOneOrderChargedOnce( request, {
					total: store.orderTotal,
				} );
				expect( intent ).toMatchObject( {
					status: 'succeeded',
					amount: store.free,
				} );
			} );
		}
	}
}
