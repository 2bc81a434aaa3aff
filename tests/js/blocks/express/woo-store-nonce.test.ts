/**
 * On block pages the wallets fall back to WooCommerce's own Store API nonce
 * where the gateway prints none (8.8.0): the newest its middleware kept,
 * else the one it printed for its blocks.
 */
import { wooStoreApiNonce } from '../../../../assets/js/blocks/express/woo-store-nonce';

type WithConfig = {
	wcBlocksMiddlewareConfig?: { storeApiNonce?: string };
};

afterEach( () => {
	window.localStorage.clear();
	delete ( window as unknown as WithConfig ).wcBlocksMiddlewareConfig;
} );

describe( 'WooCommerce’s Store API nonce on a block page', () => {
	it( 'is the newest WooCommerce’s middleware kept in local storage', () => {
		( window as unknown as WithConfig ).wcBlocksMiddlewareConfig = {
			storeApiNonce: 'printed',
		};
		window.localStorage.setItem(
			'storeApiNonce',
			JSON.stringify( { nonce: 'newest', timestamp: 1 } )
		);
		expect( wooStoreApiNonce() ).toBe( 'newest' );
	} );

	it( 'else the one WooCommerce printed for its blocks', () => {
		( window as unknown as WithConfig ).wcBlocksMiddlewareConfig = {
			storeApiNonce: 'printed',
		};
		window.localStorage.setItem( 'storeApiNonce', 'not json' );
		expect( wooStoreApiNonce() ).toBe( 'printed' );
	} );

	it( 'is empty on a page with neither', () => {
		expect( wooStoreApiNonce() ).toBe( '' );
	} );
} );
