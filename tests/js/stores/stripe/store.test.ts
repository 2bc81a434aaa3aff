import { createRegistry } from '@wordpress/data';
import { store, EMPTY_METHOD_STATE } from '../../../../assets/js/stores/stripe';
import { reducer } from '../../../../assets/js/stores/stripe/reducer';
import { DEFAULT_STATE } from '../../../../assets/js/stores/stripe/default-state';
import * as actions from '../../../../assets/js/stores/stripe/actions';
import * as selectors from '../../../../assets/js/stores/stripe/selectors';
import { parseGatewaySettings } from '../../../../assets/js/core/settings/parse-gateway-settings';
import { getGatewayApi } from '../../../../assets/js/stores/stripe/api';
import { rawStripeData } from '../../fixtures/stripe-data';

jest.mock( '../../../../assets/js/stores/stripe/api', () => ( {
	getGatewayApi: jest.fn(),
} ) );

const settings = parseGatewaySettings( rawStripeData() );

function freshStore() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

describe( 'wc/stripe reducer', () => {
	it( 'keeps the settings', () => {
		expect(
			reducer( DEFAULT_STATE, actions.setSettings( settings ) ).settings
		).toBe( settings );
	} );

	it( 'keeps per-method client state: intentId, elements, upeElement, hasLoadError (SPEC §3)', () => {
		let state = reducer(
			DEFAULT_STATE,
			actions.setMethodIntentId( 'card', 'pi_1' )
		);
		state = reducer( state, actions.setMethodElements( 'card', 'E', 'U' ) );
		state = reducer( state, actions.setMethodLoadError( 'card', true ) );
		expect( state.methods.card ).toEqual( {
			intentId: 'pi_1',
			elements: 'E',
			upeElement: 'U',
			hasLoadError: true,
		} );
	} );

	it( 'records the flow status and the last error; reset returns to idle', () => {
		let state = reducer(
			DEFAULT_STATE,
			actions.setFlowStatus( 'confirming' )
		);
		expect( selectors.isProcessing( state ) ).toBe( true );
		state = reducer( state, actions.setError( 'The card was declined.' ) );
		expect( state.flowStatus ).toBe( 'error' );
		expect( selectors.isProcessing( state ) ).toBe( false );
		state = reducer( state, actions.resetFlow() );
		expect( state ).toMatchObject( {
			flowStatus: 'idle',
			lastError: null,
		} );
	} );
} );

describe( 'wc/stripe selectors', () => {
	it( 'an unknown method reads as one shared empty state (referentially equal)', () => {
		expect( selectors.getMethodState( DEFAULT_STATE, 'card' ) ).toBe(
			EMPTY_METHOD_STATE
		);
		expect( selectors.getMethodState( DEFAULT_STATE, 'card' ) ).toBe(
			selectors.getMethodState( DEFAULT_STATE, 'ideal' )
		);
		expect( Object.isFrozen( EMPTY_METHOD_STATE ) ).toBe( true );
	} );
} );

describe( 'Appearance is saved once, guarded against concurrent saves, only on checkout (SPEC §4)', () => {
	beforeEach( () => jest.mocked( getGatewayApi ).mockReset() );

	function apiAnswering( ok: boolean ) {
		const saveAppearance = jest.fn( async () =>
			ok
				? { ok: true as const, data: null }
				: { ok: false as const, message: 'no' }
		);
		jest.mocked( getGatewayApi ).mockReturnValue( {
			saveAppearance,
		} as never );
		return saveAppearance;
	}

	it( 'two concurrent saves send one request, and a saved appearance is not sent again', async () => {
		const saveAppearance = apiAnswering( true );
		const registry = freshStore();
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
			const saveAppearance = apiAnswering( true );
			const registry = freshStore();
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
		const saveAppearance = apiAnswering( false );
		const registry = freshStore();
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
	it( 'records a parse error as the last error instead of throwing', async () => {
		const registry = freshStore();
		const result = await registry
			.dispatch( store )
			.loadSettings( () => parseGatewaySettings( undefined ) );
		expect( result ).toBe( false );
		expect( registry.select( store ).getLastError() ).toBe(
			'Stripe initialization data is not available'
		);
	} );
} );
