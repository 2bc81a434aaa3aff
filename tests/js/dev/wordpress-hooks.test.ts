/**
 * @jest-environment node
 */
/**
 * The shop's WordPress hooks (dev/server/wordpress/hooks.ts) run as
 * WordPress's do: by priority, then in the order added; a filter passes
 * its value through every callback with the same extra arguments; an
 * action returns what its callbacks print. And the shop's plugins, once
 * loaded, reach WooCommerce only through them.
 */
import {
	addAction,
	addFilter,
	applyFilters,
	doAction,
	hasHook,
	removeAllHooks,
} from '../../../dev/server/wordpress/hooks';

declare module '../../../dev/server/wordpress/hooks' {
	interface Filters {
		test_title: [ title: string, suffix: string ];
	}
	interface Actions {
		test_footer: [ who: string ];
	}
}

afterEach( () => {
	removeAllHooks( 'test_title' );
	removeAllHooks( 'test_footer' );
} );

describe( 'WordPress hooks', () => {
	it( 'returns the value unchanged when nothing hooked in', () => {
		expect( hasHook( 'test_title' ) ).toBe( false );
		expect( applyFilters( 'test_title', 'Shop', '!' ) ).toBe( 'Shop' );
		expect( doAction( 'test_footer', 'guest' ) ).toBe( '' );
	} );

	it( 'runs filters by priority, then in the order they were added', () => {
		addFilter( 'test_title', ( title ) => `${ title } b`, 20 );
		addFilter( 'test_title', ( title ) => `${ title } a` );
		addFilter(
			'test_title',
			( title, suffix ) => `${ title }${ suffix }`,
			20
		);
		addFilter( 'test_title', ( title ) => `first ${ title }`, 5 );
		expect( hasHook( 'test_title' ) ).toBe( true );
		expect( applyFilters( 'test_title', 'Shop', '!' ) ).toBe(
			'first Shop a b!'
		);
	} );

	it( 'returns what an action’s callbacks print, in their order', () => {
		addAction( 'test_footer', ( who ) => `<p>${ who }</p>` );
		addAction( 'test_footer', () => undefined, 1 );
		addAction( 'test_footer', () => '<hr>', 1 );
		expect( doAction( 'test_footer', 'guest' ) ).toBe( '<hr><p>guest</p>' );
	} );
} );

describe( 'The shop’s plugins', () => {
	it( 'give WooCommerce the Stripe gateway’s gateways through its filter', async () => {
		const { paymentGateways } =
			await import( '../../../dev/server/woocommerce/includes/payment-gateways' );
		expect( paymentGateways() ).toEqual( [] );
		await import( '../../../dev/server/plugins' );
		const ids = paymentGateways().map( ( gateway ) => gateway.id );
		expect( ids.slice( 0, 2 ) ).toEqual( [ 'stripe', 'stripe_link' ] );
		expect( ids ).toContain( 'stripe_sepa_debit' );
	} );
} );
