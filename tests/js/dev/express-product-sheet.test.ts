/**
 * @jest-environment node
 */
/**
 * With the gateway's Express Checkout Element (the shop's default), the
 * product page's sheet before the product is in a cart, as the real store
 * answered it (tests/real-store/recorded/express-selected-product.json):
 * the product data printed on its page and
 * `wc_stripe_get_selected_product_data` (8.8.0's
 * class-wc-stripe-express-checkout-ajax-handler.php). A variation is
 * labelled as WooCommerce names it, with the gateway's quantity label; the
 * tax of one unit is a line of its own and in the total; attributes that
 * match no variation, or a disabled one, price the parent; an out-of-stock
 * variation whose stock is not counted is priced. A variation's cart line
 * is labelled the same (build_display_items(),
 * class-wc-stripe-express-checkout-helper.php; the legacy configuration's
 * answers are in tests/real-store/recorded/payment-request-legacy.json).
 */
import { runningShop } from '../fixtures/running-shop';
import { shopRequests } from '../fixtures/shop-requests';
import recorded from '../../real-store/recorded/payment-request-legacy.json';
import ece from '../../real-store/recorded/express-selected-product.json';

const shopOrigin = runningShop( { reset: true } );
const { shopperWith, page, ajax, selectedProductData } =
	shopRequests( shopOrigin );

/** The development shop's Hoodie (the real store's is product 14). */
const HOODIE = 12;

/** The real store's answer with this shop's statement descriptor. */
function asThisShop< T >( answer: T, label: string ): T {
	return JSON.parse(
		JSON.stringify( answer ).replace(
			/"REAL STORE \(via WooCommerce\)"/g,
			JSON.stringify( label )
		)
	);
}

describe( 'Express Checkout Element sheets of the product page', () => {
	it( 'the selected product’s answer, for every kind of choice, is the real store’s', async () => {
		const cookie = await shopperWith( [] );
		const { globals } = await page( '/product/hoodie/', cookie );
		const { nonce, product } = globals.wc_stripe_express_checkout_params;
		expect( ece.selectedProduct ).toHaveLength( 6 );
		for ( const { asked, answer } of ece.selectedProduct ) {
			expect(
				await selectedProductData(
					cookie,
					nonce.get_selected_product_data,
					HOODIE,
					asked
				)
			).toEqual( asThisShop( answer, product.total.label ) );
		}
	} );

	it( 'the product data printed on its page is the real store’s, with the newer gateways’ default shipping option', async () => {
		for ( const slug of [ 'hoodie', 'beanie' ] as const ) {
			const { globals } = await page( `/product/${ slug }/`, '' );
			const { product } = globals.wc_stripe_express_checkout_params;
			const { shippingOptions, ...real } = ece.printedProduct[ slug ];
			const { shippingOptions: printed, ...rest } = product;
			expect( rest ).toEqual( asThisShop( real, product.total.label ) );
			// 8.8.0 prints the option itself; 9.x and later a list of
			// get_default_shipping_option(), which this shop follows.
			expect( printed ).toEqual( [
				{
					id: shippingOptions.id,
					displayName: shippingOptions.label,
					amount: shippingOptions.amount,
				},
			] );
		}
	} );

	it( 'a cart line of a variation, in the cart details', async () => {
		const { cart, firstLabel } = recorded.shippingOptionsLines;
		const cookie = await shopperWith(
			cart.map( ( line ) => ( {
				id: line.variationId,
				quantity: line.quantity,
			} ) )
		);
		const { globals } = await page( '/cart/', cookie );
		const answer = await ajax( 'wc_stripe_get_cart_details', cookie, {
			security:
				globals.wc_stripe_express_checkout_params.nonce
					.get_cart_details,
		} );
		expect( answer.displayItems[ 0 ].label ).toBe( firstLabel );
	} );
} );
