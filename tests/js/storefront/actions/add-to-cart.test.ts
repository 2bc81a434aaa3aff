/**
 * The add-to-cart button's data: every `data-*` attribute, as written.
 */
import { buttonData } from '../../../../assets/js/storefront/actions/add-to-cart';
import { actionsUrl } from '../../../../assets/js/storefront/shopper-actions';

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

describe( 'Where the shopper-action script is loaded from', () => {
	afterEach( () => {
		delete ( window as unknown as Record< string, unknown > )
			.wc_stripe_storefront_params;
	} );

	it( 'the URL the shop prints', () => {
		(
			window as unknown as Record< string, unknown >
		 ).wc_stripe_storefront_params = {
			actions_url:
				'/wp-content/plugins/x/build/storefront-actions.js?ver=2',
		};
		expect( actionsUrl( '/build/storefront.js' ) ).toBe(
			'/wp-content/plugins/x/build/storefront-actions.js?ver=2'
		);
	} );

	it( 'otherwise beside the storefront script', () => {
		expect(
			actionsUrl( 'https://shop.example/build/storefront.js?ver=1' )
		).toBe( 'https://shop.example/build/storefront-actions.js?ver=1' );
	} );
} );
