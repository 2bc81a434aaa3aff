/**
 * Order attribution reaches the block checkout as the extension data
 * `woocommerce/order-attribution`, through the action the store's
 * WooCommerce has: `setExtensionData` (9.9 on, where the old name warns
 * "__internalSetExtensionData is deprecated"), else
 * `__internalSetExtensionData` (older WooCommerce).
 */
import { toBlockCheckout } from '../../../../assets/js/storefront/attribution/block-checkout';
import { startPage } from './attribution-page';

type Actions = Record< string, jest.Mock >;

function withCheckoutStore( actions: Actions ): void {
	(
		window as unknown as {
			wp: {
				data: { dispatch: () => Actions; subscribe: () => () => void };
			};
		}
	 ).wp = {
		data: {
			dispatch: () => actions,
			subscribe: () => () => {},
		},
	};
}

afterEach( () => {
	delete ( window as unknown as { wp?: unknown } ).wp;
	delete ( window as unknown as { wc_order_attribution?: unknown } )
		.wc_order_attribution;
} );

describe( 'Order attribution into the block checkout', () => {
	it( 'WooCommerce 9.9+ (both actions): setExtensionData, never the deprecated one', () => {
		const actions = {
			setExtensionData: jest.fn(),
			__internalSetExtensionData: jest.fn(),
		};
		withCheckoutStore( actions );
		startPage( '', toBlockCheckout() );
		expect( actions.setExtensionData ).toHaveBeenCalledWith(
			'woocommerce/order-attribution',
			expect.objectContaining( { source_type: expect.anything() } ),
			true
		);
		expect( actions.__internalSetExtensionData ).not.toHaveBeenCalled();
	} );

	it( 'an older WooCommerce (only __internalSetExtensionData): that one', () => {
		const actions = { __internalSetExtensionData: jest.fn() };
		withCheckoutStore( actions );
		startPage( '', toBlockCheckout() );
		expect( actions.__internalSetExtensionData ).toHaveBeenCalledWith(
			'woocommerce/order-attribution',
			expect.objectContaining( { source_type: expect.anything() } ),
			true
		);
	} );
} );
