/**
 * @jest-environment node
 */
/**
 * With the gateway's Express Checkout Element (the shop's default), a
 * variation's sheet line is labelled as WooCommerce names it, with the
 * gateway's quantity label: `$product->get_name() . $quantity_label` in
 * 8.8.0's ajax_get_selected_product_data()
 * (class-wc-stripe-express-checkout-ajax-handler.php) and in its cart lines
 * (build_display_items(), class-wc-stripe-express-checkout-helper.php). The
 * legacy configuration labels them the same; the real store's answers are
 * in tests/real-store/recorded/payment-request-legacy.json.
 */
import { runningShop } from '../fixtures/running-shop';
import { shopRequests } from '../fixtures/shop-requests';
import recorded from '../../real-store/recorded/payment-request-legacy.json';

const shopOrigin = runningShop( { reset: true } );
const { shopperWith, page, ajax, selectedProductData } =
	shopRequests( shopOrigin );

describe( 'Express Checkout Element sheet lines of a variation', () => {
	it( 'the chosen variation, as WooCommerce names it, with its quantity', async () => {
		const cookie = await shopperWith( [] );
		const { globals } = await page( '/product/hoodie/', cookie );
		const { nonce } = globals.wc_stripe_express_checkout_params;
		// Attributes matching no variation: the real handler prices the
		// parent; this shop answers WooCommerce's "unavailable" (a known
		// difference, docs/development-shop.md).
		const matching = recorded.selectedProductLabels.filter(
			( asked ) => asked.label !== 'Hoodie'
		);
		expect( matching ).toHaveLength( 2 );
		for ( const asked of matching ) {
			const answer = await selectedProductData(
				cookie,
				nonce.get_selected_product_data,
				12,
				asked
			);
			expect( answer ).toMatchObject( {
				displayItems: [ { label: asked.label } ],
			} );
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
