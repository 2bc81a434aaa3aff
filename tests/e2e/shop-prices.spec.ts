/**
 * Every amount the development shop prints is WooCommerce's `wc_price()`:
 * `<span class="woocommerce-Price-amount amount"><bdi><span
 * class="woocommerce-Price-currencySymbol">€</span>1,800.00</bdi></span>`,
 * with the thousands separator; and our scripts that replace or fill these
 * fragments (the cart page's totals, the mini cart, the variation's price,
 * the classic checkout's order review) keep working with them.
 */
import type { Locator } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { openClassicCheckout } from './classic-helpers';

/** The price markup inside `where`, read as WooCommerce's tests read it. */
async function expectPrice( where: Locator, text: string ) {
	const amount = where.locator( '.woocommerce-Price-amount.amount' ).first();
	await expect( amount ).toHaveText( text );
	await expect( amount.locator( 'bdi' ) ).toHaveText( text );
	await expect(
		amount.locator( 'bdi > .woocommerce-Price-currencySymbol' )
	).toHaveText( '€' );
}

test.beforeEach( async ( { request } ) => {
	await resetShop( request );
} );

test( 'the shop and product pages print wc_price markup; a variable product its range and the chosen variation’s price', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	await expectPrice(
		page.locator( 'li.product', { hasText: 'Beanie' } ).locator( '.price' ),
		'€18.00'
	);
	await page.goto( '/product/hoodie/' );
	const range = page.locator( '.summary p.price' );
	await expect( range.locator( '.woocommerce-Price-amount' ) ).toHaveCount(
		2
	);
	await expect( range ).toHaveText( /^€\d+\.\d{2} – €\d+\.\d{2}$/ );
	// The variation script puts the variation's price_html in place.
	await page.getByLabel( 'Color' ).selectOption( 'Blue' );
	await page.getByLabel( 'Size' ).selectOption( 'M' );
	const chosen = page.locator( '.single_variation .price' );
	await expect( chosen.locator( 'bdi' ) ).toHaveText( /^€\d+\.\d{2}$/ );
	await expect(
		chosen.locator(
			'.woocommerce-Price-amount.amount > bdi > .woocommerce-Price-currencySymbol'
		)
	).toHaveText( '€' );
} );

test( 'the cart prints the thousands separator; Update cart replaces the totals with the same markup', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie', quantity: 100 } ] );
	await page.goto( '/cart/' );
	await expectPrice( page.locator( '.cart-subtotal td' ), '€1,800.00' );
	await expectPrice(
		page.locator( '.cart_item .product-subtotal' ),
		'€1,800.00'
	);
	await page.getByLabel( 'Beanie quantity' ).fill( '101' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	await expectPrice( page.locator( '.cart-subtotal td' ), '€1,818.00' );
	// 1,818.00 and the flat rate's 5.00 (the rate chosen), with 10 % tax.
	await expectPrice( page.locator( '.order-total td' ), '€2,005.30' );
	// The header's cart follows through its fragment.
	await expectPrice( page.locator( '.cart-contents-count' ), '€1,818.00' );
} );

test( 'the mini cart’s lines and subtotal are wc_price, also after an ajax add to cart', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	await page.getByRole( 'link', { name: 'Add to cart: “Beanie”' } ).click();
	const miniCart = page.locator( '.widget_shopping_cart_content' );
	await expect( miniCart.locator( '.mini_cart_item' ) ).toHaveCount( 1 );
	await expectPrice(
		miniCart.locator( '.mini_cart_item .quantity' ),
		'€18.00'
	);
	await expectPrice(
		miniCart.locator( '.woocommerce-mini-cart__total' ),
		'€18.00'
	);
} );

test( 'the classic checkout’s order review is wc_price before and after an order review update', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request, {
		items: [ { slug: 'beanie', quantity: 100 } ],
	} );
	const review = page.locator( '.woocommerce-checkout-review-order-table' );
	await expectPrice( review.locator( '.cart-subtotal td' ), '€1,800.00' );
	await page.locator( '#billing_country' ).selectOption( 'AT' );
	await expect( review.locator( '.order-total td' ) ).toHaveText(
		/^€1,\d{3}\.\d{2}$/
	);
	await expectPrice( review.locator( '.cart-subtotal td' ), '€1,800.00' );
} );
