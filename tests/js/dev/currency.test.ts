/**
 * @jest-environment node
 */
/**
 * The development shop prints every amount as WooCommerce's `wc_price()`
 * does: the price markup themes and WooCommerce's own tests read, the
 * shop's thousands and decimal separators, the symbol where the currency
 * position puts it.
 */
import {
	currencyFor,
	formatMoney,
	priceHtml,
	type Currency,
} from '../../../dev/server/woocommerce/includes/currency';

const EUR = currencyFor( 'EUR' );

describe( 'wc_price() markup', () => {
	it( 'wraps the amount in .woocommerce-Price-amount and bdi, the symbol in .woocommerce-Price-currencySymbol', () => {
		expect( priceHtml( 1800, EUR ) ).toBe(
			'<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">€</span>18.00</bdi></span>'
		);
	} );

	it( 'prints the thousands separator', () => {
		expect( formatMoney( 180000, EUR ) ).toBe( '€1,800.00' );
		expect( formatMoney( 123456789, EUR ) ).toBe( '€1,234,567.89' );
		expect( priceHtml( 180000, EUR ) ).toContain( '</span>1,800.00</bdi>' );
	} );

	it( 'uses the shop’s separators', () => {
		const german: Currency = {
			...EUR,
			decimalSeparator: ',',
			thousandSeparator: '.',
		};
		expect( formatMoney( 123450, german ) ).toBe( '€1.234,50' );
	} );

	it( 'puts a negative amount’s minus before the symbol, inside the bdi', () => {
		expect( formatMoney( -500, EUR ) ).toBe( '-€5.00' );
		expect( priceHtml( -500, EUR ) ).toBe(
			'<span class="woocommerce-Price-amount amount"><bdi>-<span class="woocommerce-Price-currencySymbol">€</span>5.00</bdi></span>'
		);
	} );

	it( 'follows the currency position, with a no-break space for the spaced ones', () => {
		expect( formatMoney( 1800, currencyFor( 'PLN' ) ) ).toBe(
			'18.00\u00a0zł'
		);
		expect( priceHtml( 1800, currencyFor( 'PLN' ) ) ).toBe(
			'<span class="woocommerce-Price-amount amount"><bdi>18.00\u00a0<span class="woocommerce-Price-currencySymbol">zł</span></bdi></span>'
		);
		expect( formatMoney( 1800, { ...EUR, position: 'right' } ) ).toBe(
			'18.00€'
		);
		expect( formatMoney( 1800, { ...EUR, position: 'left_space' } ) ).toBe(
			'€\u00a018.00'
		);
	} );

	it( 'prints no decimals for a currency without minor units', () => {
		expect( formatMoney( 1800, currencyFor( 'JPY' ) ) ).toBe( '¥1,800' );
	} );

	it( 'keeps the Store API’s prefix and suffix, with a plain space', () => {
		expect( currencyFor( 'PLN' ) ).toMatchObject( {
			prefix: '',
			suffix: ' zł',
		} );
		expect( EUR ).toMatchObject( { prefix: '€', suffix: '' } );
	} );
} );
