import { reducer } from '../../../../assets/js/stores/stripe/reducer';
import { DEFAULT_STATE } from '../../../../assets/js/stores/stripe/default-state';
import * as actions from '../../../../assets/js/stores/stripe/actions';
import * as selectors from '../../../../assets/js/stores/stripe/selectors';
import { parseGatewaySettings } from '../../../../assets/js/core/settings/parse-gateway-settings';
import { rawStripeData } from '../../fixtures/stripe-data';
import {
	fakeServices,
	registryWithStripeStore,
} from '../../doubles/stripe-store';

const settings = parseGatewaySettings( rawStripeData() );

let store: ReturnType< typeof registryWithStripeStore >[ 'store' ];

function freshStore( options: Parameters< typeof fakeServices >[ 0 ] = {} ) {
	const made = registryWithStripeStore( fakeServices( options ).services );
	store = made.store;
	return made.registry;
}

describe( 'wc/stripe reducer', () => {
	it( 'keeps the settings', () => {
		expect(
			reducer( DEFAULT_STATE, actions.setSettings( settings ) ).settings
		).toBe( settings );
	} );

	it( 'moves the flow status by named steps, one payment at a time', () => {
		let state = reducer(
			DEFAULT_STATE,
			actions.flowStep( { type: 'begin', start: 'creating-order' } )
		);
		expect( selectors.isProcessing( state ) ).toBe( true );
		state = reducer(
			state,
			actions.flowStep( {
				type: 'begin',
				start: 'creating-payment-method',
			} )
		);
		expect( selectors.getFlowStatus( state ) ).toBe( 'creating-order' );
		state = reducer( state, actions.flowStep( { type: 'fail' } ) );
		expect( selectors.isProcessing( state ) ).toBe( false );
	} );
} );

describe( 'Appearance is saved once, guarded against concurrent saves, only on checkout (SPEC §4)', () => {
	function apiAnswering( ok: boolean ) {
		const saveAppearance = jest.fn( async () =>
			ok
				? { ok: true as const, data: null }
				: { ok: false as const, message: 'no' }
		);
		return {
			saveAppearance,
			registry: () => freshStore( { api: { saveAppearance } } ),
		};
	}

	it( 'two concurrent saves send one request, and a saved appearance is not sent again', async () => {
		const { saveAppearance, registry: make } = apiAnswering( true );
		const registry = make();
		registry.dispatch( store ).setSettings( settings );
		await Promise.all( [
			registry
				.dispatch( store )
				.saveAppearance(
					{ theme: 'stripe' },
					{ isBlockCheckout: true }
				),
			registry
				.dispatch( store )
				.saveAppearance(
					{ theme: 'stripe' },
					{ isBlockCheckout: true }
				),
		] );
		await registry
			.dispatch( store )
			.saveAppearance( { theme: 'stripe' }, { isBlockCheckout: true } );
		expect( saveAppearance ).toHaveBeenCalledTimes( 1 );
		expect( saveAppearance ).toHaveBeenCalledWith( {
			appearance: { theme: 'stripe' },
			isBlockCheckout: true,
			themeName: 'storefront',
		} );
		expect( registry.select( store ).getAppearanceSaveState() ).toBe(
			'saved'
		);
	} );

	it.each( [ [ 'isOrderPay' ], [ 'isChangingPayment' ] ] )(
		'is not saved when %s',
		async ( flag ) => {
			const { saveAppearance, registry: make } = apiAnswering( true );
			const registry = make();
			registry
				.dispatch( store )
				.setSettings( { ...settings, [ flag ]: true } );
			await registry
				.dispatch( store )
				.saveAppearance( {}, { isBlockCheckout: true } );
			expect( saveAppearance ).not.toHaveBeenCalled();
		}
	);

	it( 'a failed save is recorded and may be tried again', async () => {
		const { saveAppearance, registry: make } = apiAnswering( false );
		const registry = make();
		registry.dispatch( store ).setSettings( settings );
		await registry
			.dispatch( store )
			.saveAppearance( {}, { isBlockCheckout: false } );
		expect( registry.select( store ).getAppearanceSaveState() ).toBe(
			'failed'
		);
		await registry
			.dispatch( store )
			.saveAppearance( {}, { isBlockCheckout: false } );
		expect( saveAppearance ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'loadSettings', () => {
	it( 'stores parsed settings', async () => {
		const registry = freshStore();
		expect(
			await registry.dispatch( store ).loadSettings( () => settings )
		).toBe( true );
		expect( registry.select( store ).getSettings() ).toBe( settings );
	} );
	it( 'settings that do not parse leave the page without, instead of throwing, and the admin is told why', async () => {
		const registry = freshStore();
		const result = await registry
			.dispatch( store )
			.loadSettings( () => parseGatewaySettings( undefined ) );
		expect( result ).toBe( false );
		expect( registry.select( store ).getSettings() ).toBeNull();
		expect( console ).toHaveErroredWith(
			'Stripe initialization data is not available'
		);
	} );
} );

describe( "The page's Stripe.js lives in the store: loaded once, whoever asks", () => {
	it( 'two surfaces asking at once load Stripe.js once and share the instance', async () => {
		const fake = { elements: jest.fn() };
		const { services, loadStripe } = fakeServices( { stripe: fake } );
		const { registry, store: made } = registryWithStripeStore( services );
		registry.dispatch( made ).setSettings( settings );
		const [ first, second ] = await Promise.all( [
			registry.dispatch( made ).getStripe(),
			registry.dispatch( made ).getStripe(),
		] );
		expect( first ).toBe( fake );
		expect( second ).toBe( fake );
		expect( loadStripe ).toHaveBeenCalledTimes( 1 );
		expect( loadStripe ).toHaveBeenCalledWith( 'pk_test_fixture', {
			locale: settings.locale,
			apiVersion: settings.apiVersion,
		} );
	} );

	it( 'a failed load is forgotten, so a later attempt loads again', async () => {
		const { services, loadStripe } = fakeServices( { stripe: null } );
		const { registry, store: made } = registryWithStripeStore( services );
		registry.dispatch( made ).setSettings( settings );
		expect( await registry.dispatch( made ).getStripe() ).toBeNull();
		expect( await registry.dispatch( made ).getStripe() ).toBeNull();
		expect( loadStripe ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'without settings nothing is loaded', async () => {
		const { services, loadStripe } = fakeServices( { stripe: {} } );
		const { registry, store: made } = registryWithStripeStore( services );
		expect( await registry.dispatch( made ).getStripe() ).toBeNull();
		expect( loadStripe ).not.toHaveBeenCalled();
	} );
} );

describe( "The Payment Element's appearance is decided once per page", () => {
	function body( fontSize: string ) {
		const element = document.createElement( 'div' );
		element.style.color = 'rgb(10, 20, 30)';
		element.style.fontSize = fontSize;
		document.body.appendChild( element );
		return element;
	}

	it( "the store's saved appearance for the kind of checkout wins and is not saved again", async () => {
		const saveAppearance = jest.fn();
		const registry = freshStore( { api: { saveAppearance } } );
		registry.dispatch( store ).setSettings( {
			...settings,
			appearance: { theme: 'night' },
			blocksAppearance: { theme: 'flat' },
		} );
		expect(
			await registry
				.dispatch( store )
				.resolveAppearance( { isBlockCheckout: true } )
		).toEqual( { theme: 'flat' } );
		expect( saveAppearance ).not.toHaveBeenCalled();
	} );

	it( "otherwise the page's own look, saved once for next time", async () => {
		const saveAppearance = jest.fn( async () => ( {
			ok: true as const,
			data: null,
		} ) );
		const registry = freshStore( { api: { saveAppearance } } );
		registry.dispatch( store ).setSettings( settings );
		const root = body( '16px' );
		const first = await registry
			.dispatch( store )
			.resolveAppearance( { isBlockCheckout: false, root } );
		const second = await registry
			.dispatch( store )
			.resolveAppearance( { isBlockCheckout: false, root } );
		expect( first ).toBe( second );
		expect( first?.variables ).toMatchObject( {
			colorText: 'rgb(10, 20, 30)',
			fontSizeBase: '16px',
		} );
		// Saved at the shopper's first interaction, not with the page.
		expect( saveAppearance ).not.toHaveBeenCalled();
		window.dispatchEvent( new Event( 'pointerdown' ) );
		window.dispatchEvent( new Event( 'keydown' ) );
		await Promise.resolve();
		expect( saveAppearance ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'with optimized checkout on, the card text is 2 px larger than the page text', async () => {
		const registry = freshStore( {
			api: { saveAppearance: async () => ( { ok: true, data: null } ) },
		} );
		registry
			.dispatch( store )
			.setSettings( { ...settings, optimizedCheckout: true } );
		const appearance = await registry.dispatch( store ).resolveAppearance( {
			isBlockCheckout: true,
			root: body( '15px' ),
		} );
		expect( appearance?.variables?.fontSizeBase ).toBe( '17px' );
	} );
} );
