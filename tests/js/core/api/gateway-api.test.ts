import { createGatewayApi } from '../../../../assets/js/core/api';
import { createTransport } from '../../../../assets/js/core/transport';
import { fakeFetch, formOf } from '../transport/fake-fetch';

const config = {
	ajaxUrl: '/?wc-ajax=%%endpoint%%',
	wpAjaxUrl: '/wp-admin/admin-ajax.php',
	nonces: {
		createSetupIntent: 'ns',
		createPaymentIntent: 'np',
		updatePaymentIntent: 'nu',
		createAndConfirmSetupIntent: 'nc',
		updateFailedOrder: 'nf',
		saveAppearance: 'na',
	},
};

function api( answer: Parameters< typeof fakeFetch >[ 0 ] ) {
	const fake = fakeFetch( answer );
	return {
		api: createGatewayApi(
			config,
			createTransport( { fetch: fake.fetch } )
		),
		calls: fake.calls,
	};
}

describe( 'Gateway calls (SPEC §7): wc_stripe_ prefix, each with its nonce', () => {
	it( 'init_setup_intent sends payment_method_type and returns id and client_secret', async () => {
		const { api: gateway, calls } = api( () => ( {
			body: {
				success: true,
				data: { id: 'seti_1', client_secret: 'seti_1_secret_x' },
			},
		} ) );
		expect( await gateway.initSetupIntent( 'card' ) ).toEqual( {
			ok: true,
			data: { id: 'seti_1', client_secret: 'seti_1_secret_x' },
		} );
		expect( calls[ 0 ].url ).toBe(
			'/?wc-ajax=wc_stripe_init_setup_intent'
		);
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			payment_method_type: 'card',
			_ajax_nonce: 'ns',
		} );
	} );

	it( 'init_setup_intent returns data.error as a message', async () => {
		const { api: gateway } = api( () => ( {
			body: {
				success: false,
				data: { error: { message: 'No customer.' } },
			},
		} ) );
		expect( await gateway.initSetupIntent( 'card' ) ).toEqual( {
			ok: false,
			message: 'No customer.',
		} );
	} );

	it( 'create_and_confirm_setup_intent goes through wp_ajax_url', async () => {
		const { api: gateway, calls } = api( () => ( {
			body: {
				success: true,
				data: { status: 'succeeded', client_secret: 'x' },
			},
		} ) );
		await gateway.createAndConfirmSetupIntent( {
			paymentMethodId: 'pm_1',
			paymentMethodType: 'card',
		} );
		expect( calls[ 0 ].url ).toBe( '/wp-admin/admin-ajax.php' );
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			action: 'wc_stripe_create_and_confirm_setup_intent',
			'wc-stripe-payment-method': 'pm_1',
			'wc-stripe-payment-type': 'card',
			_ajax_nonce: 'nc',
		} );
		await gateway.createAndConfirmSetupIntent( {
			paymentMethodId: 'pm_1',
			paymentMethodType: 'card',
			updateAllSubscriptions: true,
		} );
		expect(
			formOf( calls[ 1 ] ).get(
				'update_all_subscription_payment_methods'
			)
		).toBe( 'true' );
	} );

	it( 'update_payment_intent is skipped when the intent id starts with seti_', async () => {
		const { api: gateway, calls } = api( () => ( { body: {} } ) );
		expect(
			await gateway.updatePaymentIntent( {
				orderId: 1,
				intentId: 'seti_1',
				savePaymentMethod: false,
				selectedType: 'card',
			} )
		).toEqual( { ok: true, data: null } );
		expect( calls ).toHaveLength( 0 );
	} );

	it( "update_payment_intent: result 'failure' carries messages", async () => {
		const { api: gateway, calls } = api( () => ( {
			body: { result: 'failure', messages: 'Amount changed.' },
		} ) );
		expect(
			await gateway.updatePaymentIntent( {
				orderId: 5,
				intentId: 'pi_1',
				savePaymentMethod: true,
				selectedType: 'card',
			} )
		).toEqual( { ok: false, message: 'Amount changed.' } );
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			stripe_order_id: '5',
			wc_payment_intent_id: 'pi_1',
			save_payment_method: 'yes',
			selected_upe_payment_type: 'card',
			_ajax_nonce: 'nu',
		} );
	} );

	it( 'update_order_status sends order_id, intent_id, payment_method_id with the hash nonce and returns data.return_url', async () => {
		const { api: gateway, calls } = api( () => ( {
			body: { success: true, data: { return_url: '/thanks/' } },
		} ) );
		expect(
			await gateway.updateOrderStatus( {
				orderId: 9,
				intentId: 'pi_9',
				paymentMethodId: 'pm_9',
				nonce: 'hashnonce',
			} )
		).toEqual( { ok: true, data: { return_url: '/thanks/' } } );
		expect( calls[ 0 ].url ).toBe(
			'/?wc-ajax=wc_stripe_update_order_status'
		);
		expect( formOf( calls[ 0 ] ).get( '_ajax_nonce' ) ).toBe( 'hashnonce' );
	} );

	it( 'update_order_status that may have reached the gateway without a readable answer says so; the gateway’s own refusal does not', async () => {
		const args = {
			orderId: 9,
			intentId: 'pi_9',
			paymentMethodId: 'pm_9',
			nonce: 'n',
		};
		for ( const answer of [
			'network-error' as const,
			{ status: 504, text: '<html>504 Gateway Timeout</html>' },
			{ status: 200, text: '<br /><b>Notice</b>' },
		] ) {
			const { api: gateway } = api( () => answer );
			expect( await gateway.updateOrderStatus( args ) ).toMatchObject( {
				ok: false,
				unanswered: true,
			} );
		}
		const { api: gateway } = api( () => ( {
			body: { success: false, data: { error: { message: 'No.' } } },
		} ) );
		expect( await gateway.updateOrderStatus( args ) ).toEqual( {
			ok: false,
			message: 'No.',
		} );
	} );

	it( 'confirm_change_payment has the same shape', async () => {
		const { api: gateway, calls } = api( () => ( {
			body: { success: true, data: { return_url: '/x' } },
		} ) );
		await gateway.confirmChangePayment( {
			orderId: 9,
			intentId: 'seti_9',
			paymentMethodId: 'pm_9',
			nonce: 'n',
		} );
		expect( calls[ 0 ].url ).toBe(
			'/?wc-ajax=wc_stripe_confirm_change_payment'
		);
	} );

	it( 'update_failed_order ignores errors', async () => {
		const { api: gateway } = api( () => 'network-error' );
		expect(
			await gateway.updateFailedOrder( { intentId: 'pi_1', orderId: 1 } )
		).toEqual( { ok: true, data: null } );
	} );

	it( 'save_appearance sends the appearance as JSON, is_block_checkout and theme_name', async () => {
		const { api: gateway, calls } = api( () => ( {
			body: { success: true },
		} ) );
		await gateway.saveAppearance( {
			appearance: { theme: 'stripe' },
			isBlockCheckout: true,
			themeName: 'storefront',
		} );
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			appearance: '{"theme":"stripe"}',
			is_block_checkout: 'yes',
			theme_name: 'storefront',
			_ajax_nonce: 'na',
		} );
	} );
} );
