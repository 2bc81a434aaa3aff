/**
 * The block checkout host's registry validates like WooCommerce's
 * (CONTRACTS §1).
 */
import {
	canPay,
	getExpressPaymentMethods,
	getPaymentMethods,
	orderedMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
	registerPaymentMethodExtensionCallbacks,
} from '../../../../dev/browser/blocks-host/registry';
import {
	buildPaymentData,
	savedTokenData,
} from '../../../../dev/browser/blocks-host/payment-data';
import { createEmitters } from '../../../../dev/browser/blocks-host/emitters';

const Content = () => null;
const valid = ( name: string, extra: Record< string, unknown > = {} ) => ( {
	name,
	label: 'Label',
	ariaLabel: 'Label',
	content: <Content />,
	edit: <Content />,
	canMakePayment: () => true,
	...extra,
} );

describe( 'registerPaymentMethod', () => {
	it( 'lists every missing key in one TypeError', () => {
		expect( () => registerPaymentMethod( { name: 'x' } ) ).toThrow(
			new TypeError(
				'Payment method is missing required options: label, ariaLabel, content, edit, canMakePayment'
			)
		);
	} );
	it( 'refuses a component where an element is required, saying how to fix it', () => {
		expect( () =>
			registerPaymentMethod( valid( 'x', { content: Content } ) )
		).toThrow( 'must be a React element (e.g. <Content />)' );
	} );
	it( 'fills WooCommerce defaults: paymentMethodId = name, features [products], no saved cards', () => {
		registerPaymentMethod( valid( 'defaults' ) );
		expect( getPaymentMethods().defaults ).toMatchObject( {
			paymentMethodId: 'defaults',
			supports: {
				features: [ 'products' ],
				showSavedCards: false,
				showSaveOption: false,
			},
		} );
	} );
	it( 'orders by the store sort order, then registration', () => {
		registerPaymentMethod( valid( 'b' ) );
		registerPaymentMethod( valid( 'a' ) );
		const names = orderedMethods( [ 'a' ] ).map(
			( method ) => method.name
		);
		expect( names.indexOf( 'a' ) ).toBe( 0 );
		expect( names.indexOf( 'b' ) ).toBeGreaterThan( 0 );
	} );
} );

describe( 'registerExpressPaymentMethod', () => {
	it( 'defaults the title from the name and cuts the description at 130 characters', () => {
		registerExpressPaymentMethod( {
			name: 'google_pay-x',
			content: <Content />,
			edit: <Content />,
			canMakePayment: () => true,
			description: 'd'.repeat( 140 ),
		} );
		const method = getExpressPaymentMethods()[ 'google_pay-x' ];
		expect( method.title ).toBe( 'google pay x' );
		expect( method.description ).toBe( 'd'.repeat( 130 ) + '...' );
		expect( method.gatewayId ).toBe( '' );
	} );
} );

describe( 'canMakePayment wrapping', () => {
	it( 'is false unless the features cover every payment requirement', async () => {
		registerPaymentMethod( valid( 'plain' ) );
		expect(
			await canPay( getPaymentMethods().plain, {
				paymentRequirements: [ 'products', 'subscriptions' ],
			} )
		).toBe( false );
		expect(
			await canPay( getPaymentMethods().plain, {
				paymentRequirements: [ 'products' ],
			} )
		).toBe( true );
	} );
	it( 'every extension callback must agree; throwing ones are ignored', async () => {
		registerPaymentMethod( valid( 'ext' ) );
		registerPaymentMethodExtensionCallbacks( 'broken', {
			ext: () => {
				throw new Error( 'bug' );
			},
		} );
		expect(
			await canPay( getPaymentMethods().ext, { paymentRequirements: [] } )
		).toBe( true );
		registerPaymentMethodExtensionCallbacks( 'strict', {
			ext: () => false,
		} );
		expect(
			await canPay( getPaymentMethods().ext, { paymentRequirements: [] } )
		).toBe( false );
	} );
	it( 'an {error} answer means unavailable', async () => {
		registerPaymentMethod(
			valid( 'err', {
				canMakePayment: async () => ( { error: { message: 'no' } } ),
			} )
		);
		expect(
			await canPay( getPaymentMethods().err, { paymentRequirements: [] } )
		).toBe( false );
	} );
} );

describe( 'Observers run by priority, low first, stopping at the first error', () => {
	it( 'orders by priority and stops', async () => {
		const { registration, emit } = createEmitters();
		const log: string[] = [];
		registration.onPaymentSetup( () => {
			log.push( 'late' );
			return true;
		}, 20 );
		registration.onPaymentSetup( () => {
			log.push( 'early' );
			return { type: 'error', message: 'stop' };
		}, 5 );
		const responses = await emit( 'onPaymentSetup', {} );
		expect( log ).toEqual( [ 'early' ] );
		expect( responses ).toEqual( [ { type: 'error', message: 'stop' } ] );
	} );
	it( 'a throwing observer counts as an error; unsubscribe removes it', async () => {
		const { registration, emit } = createEmitters();
		const off = registration.onCheckoutSuccess( () => {
			throw new Error( 'boom' );
		} );
		expect( await emit( 'onCheckoutSuccess', {} ) ).toEqual( [
			{ type: 'error', message: 'boom' },
		] );
		off();
		expect( await emit( 'onCheckoutSuccess', {} ) ).toEqual( [] );
	} );
	it( 'deprecated aliases subscribe to the same events', async () => {
		const { registration, emit } = createEmitters();
		const seen = jest.fn( () => true as const );
		registration.onPaymentProcessing( seen );
		await emit( 'onPaymentSetup', {} );
		expect( seen ).toHaveBeenCalled();
	} );
} );

describe( 'payment_data assembly (CONTRACTS §1 "Request")', () => {
	it( 'sends each entry as {key, value} plus wc-<method>-new-payment-method', () => {
		expect(
			buildPaymentData(
				'stripe',
				{
					'wc-stripe-payment-method': 'pm_1',
					'wc-stripe-is-deferred-intent': true,
					skip: { nested: 1 },
				},
				true,
				false
			)
		).toEqual( [
			{ key: 'wc-stripe-payment-method', value: 'pm_1' },
			{ key: 'wc-stripe-is-deferred-intent', value: true },
			{ key: 'wc-stripe-new-payment-method', value: true },
		] );
	} );
	it( 'a saved token sends token, payment_method, wc-<gateway>-payment-token and isSavedToken', () => {
		expect(
			buildPaymentData(
				'stripe',
				savedTokenData( { tokenId: 2, gateway: 'stripe' } ),
				false,
				true
			)
		).toEqual( [
			{ key: 'token', value: '2' },
			{ key: 'payment_method', value: 'stripe' },
			{ key: 'wc-stripe-payment-token', value: '2' },
			{ key: 'isSavedToken', value: true },
		] );
	} );
} );
