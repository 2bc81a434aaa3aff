/// <reference types="@wordpress/jest-console" />
/**
 * canMakePayment as WooCommerce asks it: the method's own check first, then
 * the extension callbacks; a check that throws or answers `{ error }` hides
 * the method and tells only an admin; the argument carries the whole cart.
 */
import {
	getPaymentMethods,
	registerPaymentMethod,
} from '../../../../dev/browser/blocks-host/registry';
import {
	registerPaymentMethodExtensionCallbacks,
	resetExtensionCallbacks,
} from '../../../../dev/browser/blocks-host/registry/can-make-payment';
import { availableMethodNames } from '../../../../dev/browser/blocks-host/check-methods';
import { canPayArgument } from '../../../../dev/browser/blocks-host/can-pay-arg';
import { emptyAddress } from '../../../../dev/browser/blocks-host/address';

const Content = () => null;
const register = ( name: string, canMakePayment: ( arg: any ) => unknown ) =>
	registerPaymentMethod( {
		name,
		label: name,
		ariaLabel: name,
		content: <Content />,
		edit: <Content />,
		canMakePayment,
	} );

const cart = {
	items: [ { key: 'a' } ],
	coupons: [],
	fees: [],
	cross_sells: [],
	items_count: 1,
	items_weight: 0,
	needs_payment: true,
	needs_shipping: true,
	errors: [],
	totals: { total_price: '1980' },
	extensions: {},
	has_calculated_shipping: true,
	payment_requirements: [ 'products' ],
	payment_methods: [ 'own', 'broken', 'err', 'ext', 'late' ],
	shipping_rates: [
		{
			package_id: 0,
			shipping_rates: [
				{ rate_id: 'flat_rate:1', selected: false },
				{ rate_id: 'free_shipping:2', selected: true },
			],
		},
	],
};
const arg = canPayArgument(
	cart,
	emptyAddress( 'DE' ),
	emptyAddress( 'FR' ),
	() => {}
);

beforeEach( resetExtensionCallbacks );

describe( 'the argument carries the cart in camelCase', () => {
	it( 'has the cart fields, the addresses and the chosen rate per package', () => {
		expect( Object.keys( arg.cart ) ).toEqual(
			expect.arrayContaining( [
				'cartCoupons',
				'cartItems',
				'crossSellsProducts',
				'cartFees',
				'cartItemsCount',
				'cartItemsWeight',
				'cartNeedsPayment',
				'cartNeedsShipping',
				'cartItemErrors',
				'cartTotals',
				'cartIsLoading',
				'cartErrors',
				'billingData',
				'billingAddress',
				'shippingAddress',
				'extensions',
				'shippingRates',
				'isLoadingRates',
				'cartHasCalculatedShipping',
				'paymentRequirements',
				'receiveCart',
			] )
		);
		expect( arg.selectedShippingMethods ).toEqual( {
			0: 'free_shipping:2',
		} );
		expect( arg.billingAddress.country ).toBe( 'DE' );
		expect( arg.shippingAddress.country ).toBe( 'FR' );
	} );
} );

describe( "the method's own check runs first, then the extension callbacks", () => {
	it( 'an extension callback is not asked when the method says no', () => {
		const callback = jest.fn( () => true );
		register( 'own', () => false );
		registerPaymentMethodExtensionCallbacks( 'ns', { own: callback } );
		expect( getPaymentMethods().own.canMakePayment( arg ) ).toBe( false );
		expect( callback ).not.toHaveBeenCalled();
	} );
	it( 'every extension callback must agree; a throwing one is logged and ignored', () => {
		register( 'ext', () => true );
		registerPaymentMethodExtensionCallbacks( 'broken', {
			ext: () => {
				throw new Error( 'bug' );
			},
		} );
		expect( getPaymentMethods().ext.canMakePayment( arg ) ).toBe( true );
		expect( console ).toHaveErrored();
		registerPaymentMethodExtensionCallbacks( 'strict', {
			ext: () => false,
		} );
		expect( getPaymentMethods().ext.canMakePayment( arg ) ).toBe( false );
	} );
	it( 'a namespace registers once', () => {
		registerPaymentMethodExtensionCallbacks( 'ns', {} );
		registerPaymentMethodExtensionCallbacks( 'ns', {} );
		expect( console ).toHaveErrored();
	} );
	it( 'is false unless the features cover every payment requirement', () => {
		register( 'plain', () => true );
		expect(
			getPaymentMethods().plain.canMakePayment( {
				paymentRequirements: [ 'products', 'subscriptions' ],
			} )
		).toBe( false );
	} );
} );

describe( 'which methods are offered', () => {
	const check = ( isAdmin: boolean, addNotice = jest.fn() ) =>
		availableMethodNames( {
			methods: getPaymentMethods(),
			express: false,
			sortOrder: [ 'late' ],
			arg,
			isAdmin,
			addNotice,
		} );
	beforeAll( () => {
		register( 'broken', () => {
			throw new Error( 'boom' );
		} );
		register( 'err', async () => ( { error: { message: 'no wallet' } } ) );
		register( 'late', async () => true );
		register( 'unlisted', () => true );
	} );
	it( 'hides a check that throws or answers { error }, silently for a shopper', async () => {
		const addNotice = jest.fn();
		const names = await check( false, addNotice );
		expect( names ).not.toContain( 'broken' );
		expect( names ).not.toContain( 'err' );
		expect( addNotice ).not.toHaveBeenCalled();
	} );
	it( 'tells an admin why, in the payments area', async () => {
		const addNotice = jest.fn();
		await check( true, addNotice );
		expect( addNotice ).toHaveBeenCalledWith( {
			id: 'wc-err-registration-error',
			context: 'wc/checkout/payments',
			content: expect.stringContaining( 'no wallet' ),
		} );
		expect( addNotice ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 'wc-broken-registration-error' } )
		);
	} );
	it( "offers only the cart's methods, in the store's sort order first", async () => {
		const names = await check( false );
		expect( names[ 0 ] ).toBe( 'late' );
		expect( names ).not.toContain( 'unlisted' );
	} );
} );
