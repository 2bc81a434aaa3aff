/**
 * The add-to-cart button's data: every `data-*` attribute, as written.
 */
import { buttonData } from '../../../../../assets/js/storefront/browsing/actions/add-to-cart';

describe( 'What an ajax add-to-cart button sends', () => {
	it( 'every data attribute, names and values as they are', () => {
		document.body.innerHTML =
			'<a class="button" href="?add-to-cart=11" data-quantity="2" data-product_id="11" data-product-sku="beanie" aria-label="Add">Add</a>';
		expect( buttonData( document.querySelector( 'a' )! ) ).toEqual( {
			quantity: '2',
			product_id: '11',
			'product-sku': 'beanie',
		} );
	} );
} );
