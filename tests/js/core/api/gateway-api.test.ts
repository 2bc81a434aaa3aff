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

	// Issue 37, break 4: every plugin version read registers this action on
	// wc-ajax only (class-wc-stripe-intent-controller.php, 8.8.0 and later);
	// WordPress answers an action it does not know with 400 `0`.
	const SETUP_ARGS = { paymentMethodId: 'pm_1', paymentMethodType: 'card' };
	const SUCCEEDED = {
		body: {
			success: true,
			data: { status: 'succeeded', client_secret: 'x' },
		},
	};

	it( 'create_and_confirm_setup_intent posts to wc-ajax, as the plugin registers it, and admin-ajax is never asked', async () => {
		const { api: gateway, calls } = api( ( url ) =>
			url.includes( 'wc-ajax=' ) ? SUCCEEDED : { status: 400, text: '0' }
		);
		expect(
			await gateway.createAndConfirmSetupIntent( SETUP_ARGS )
		).toEqual( {
			ok: true,
			data: { status: 'succeeded', client_secret: 'x' },
		} );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe(
			'/?wc-ajax=wc_stripe_create_and_confirm_setup_intent'
		);
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			'wc-stripe-payment-method': 'pm_1',
			'wc-stripe-payment-type': 'card',
			_ajax_nonce: 'nc',
		} );
	} );

	it( 'a store where only admin-ajax answers it (wc-ajax runs no handler: 200, empty): the same attempt goes to wp_ajax_url with the action', async () => {
		const { api: gateway, calls } = api( ( url ) =>
			url.includes( 'wc-ajax=' ) ? { text: '' } : SUCCEEDED
		);
		expect(
			await gateway.createAndConfirmSetupIntent( SETUP_ARGS )
		).toMatchObject( { ok: true } );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'/?wc-ajax=wc_stripe_create_and_confirm_setup_intent',
			'/wp-admin/admin-ajax.php',
		] );
		expect( formOf( calls[ 1 ] ).get( 'action' ) ).toBe(
			'wc_stripe_create_and_confirm_setup_intent'
		);
	} );

	it.each( [
		[
			'an error answer',
			{
				body: {
					success: false,
					data: { error: { message: 'Declined.' } },
				},
			},
		],
		[ 'a server error', { status: 500, text: 'Fatal error' } ],
		[ 'a broken answer', { text: '<html>' } ],
		[ 'a lost connection', 'network-error' as const ],
	] )(
		'wc-ajax ran the action or may have (%s): never posted again, so nothing is set up twice',
		async ( _name, answer ) => {
			const { api: gateway, calls } = api( () => answer );
			expect(
				await gateway.createAndConfirmSetupIntent( SETUP_ARGS )
			).toMatchObject( { ok: false } );
			expect( calls ).toHaveLength( 1 );
		}
	);

	it( 'a page that prints only wp_ajax_url posts there', async () => {
		const fake = fakeFetch( () => SUCCEEDED );
		const gateway = createGatewayApi(
			{ ...config, ajaxUrl: '' },
			createTransport( { fetch: fake.fetch } )
		);
		await gateway.createAndConfirmSetupIntent( SETUP_ARGS );
		expect( fake.calls.map( ( call ) => call.url ) ).toEqual( [
			'/wp-admin/admin-ajax.php',
		] );
	} );

	it( 'sends update_all_subscription_payment_methods when the shopper asked to update all', async () => {
		const { api: gateway, calls } = api( () => SUCCEEDED );
		await gateway.createAndConfirmSetupIntent( {
			...SETUP_ARGS,
			updateAllSubscriptions: true,
		} );
		expect(
			formOf( calls[ 0 ] ).get(
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

	it( "update_payment_intent reads WordPress's {success, data} as the plugin answers (update_payment_intent_ajax(), 8.8.0)", async () => {
		const args = {
			orderId: 5,
			intentId: 'pi_1',
			savePaymentMethod: false,
			selectedType: 'card',
		};
		const refused = api( () => ( {
			body: {
				success: false,
				data: {
					error: {
						message:
							'Unable to verify your request. Please reload the page and try again.',
					},
				},
			},
		} ) );
		expect( await refused.api.updatePaymentIntent( args ) ).toEqual( {
			ok: false,
			message:
				'Unable to verify your request. Please reload the page and try again.',
		} );
		const updated = api( () => ( {
			body: { success: true, data: { success: true } },
		} ) );
		expect( await updated.api.updatePaymentIntent( args ) ).toEqual( {
			ok: true,
			data: null,
		} );
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
