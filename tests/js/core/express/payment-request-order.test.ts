/**
 * The wallet order from the shopper's cart in the gateway's legacy Payment
 * Request configuration: its wc-ajax `create_order` with the fields its
 * legacy script posts (WooCommerce's classic checkout processing), and the
 * classic checkout's answer read back.
 */
import { expressOrderPayload } from '../../../../assets/js/core/express/order-payload';
import {
	paymentRequestOrderForm,
	placePaymentRequestOrder,
} from '../../../../assets/js/core/express/payment-request-order';
import { createTransport } from '../../../../assets/js/core/transport/transport';
import { fakeFetch, formOf } from '../transport/fake-fetch';

const address = {
	line1: 'Unter den Linden 1',
	line2: '',
	city: 'Berlin',
	state: '',
	postal_code: '10117',
	country: 'DE',
};

const payload = ( expressPaymentType = 'google_pay' ) =>
	expressOrderPayload( {
		event: {
			expressPaymentType: expressPaymentType as 'google_pay',
			billingDetails: {
				name: 'Erika Mustermann',
				email: 'erika@example.com',
				phone: '+49 30 1234567',
				address,
			},
			shippingAddress: { name: 'Max Mustermann', address },
			shippingRate: {
				id: 'flat_rate:1',
				displayName: 'Flat',
				amount: 500,
			},
		},
		paymentMethodId: 'pm_1',
		confirmationTokenId: '',
		attribution: { source_type: 'typein', utm_source: '(direct)' },
		customerNote: 'Ring twice',
		paymentRequest: true,
	} );

describe( 'the legacy payment_request_type in the payment data', () => {
	it.each( [
		[ 'google_pay', 'google_pay' ],
		[ 'apple_pay', 'apple_pay' ],
		[ 'link', 'payment_request_api' ],
	] )(
		'%s is sent as %s, as the legacy script names it',
		( type, legacy ) => {
			expect( payload( type ).payment_data ).toContainEqual( {
				key: 'payment_request_type',
				value: legacy,
			} );
		}
	);

	it( 'not with the Express Checkout Element', () => {
		const element = expressOrderPayload( {
			event: {
				expressPaymentType: 'google_pay',
				billingDetails: { name: 'Erika', address },
			},
			paymentMethodId: 'pm_1',
			confirmationTokenId: '',
			attribution: null,
		} );
		expect(
			element.payment_data.map( ( entry ) => entry.key )
		).not.toContain( 'payment_request_type' );
	} );
} );

describe( 'create_order’s fields, as the legacy script posts them', () => {
	it( 'the checkout nonce, both addresses, the rate, the payment method, the wallet, the note and the attribution', () => {
		expect( paymentRequestOrderForm( payload(), 'nonce-k' ) ).toEqual( {
			_wpnonce: 'nonce-k',
			billing_first_name: 'Erika',
			billing_last_name: 'Mustermann',
			billing_company: '',
			billing_email: 'erika@example.com',
			billing_phone: '+49301234567',
			billing_country: 'DE',
			billing_address_1: 'Unter den Linden 1',
			billing_address_2: '',
			billing_city: 'Berlin',
			billing_state: '',
			billing_postcode: '10117',
			shipping_first_name: 'Max',
			shipping_last_name: 'Mustermann',
			shipping_company: '',
			shipping_phone: '+49301234567',
			shipping_country: 'DE',
			shipping_address_1: 'Unter den Linden 1',
			shipping_address_2: '',
			shipping_city: 'Berlin',
			shipping_state: '',
			shipping_postcode: '10117',
			shipping_method: [ 'flat_rate:1' ],
			order_comments: 'Ring twice',
			ship_to_different_address: 1,
			terms: 1,
			payment_method: 'stripe',
			'wc-stripe-payment-method': 'pm_1',
			stripe_source: 'pm_1',
			'wc-stripe-confirmation-token': '',
			express_payment_type: 'google_pay',
			'wc-stripe-is-deferred-intent': true,
			payment_request_type: 'google_pay',
			wc_order_attribution_source_type: 'typein',
			wc_order_attribution_utm_source: '(direct)',
		} );
	} );

	it( 'the checkout form’s required fields fill only what the sheet left empty', () => {
		const form = paymentRequestOrderForm( payload(), 'nonce-k', {
			billing_first_name: 'Typed',
			billing_company: 'ACME',
			my_required_field: 'yes',
		} );
		expect( form ).toMatchObject( {
			billing_first_name: 'Erika',
			billing_company: 'ACME',
			my_required_field: 'yes',
		} );
	} );
} );

function place( answer: Parameters< typeof fakeFetch >[ 0 ] ) {
	const { fetch, calls } = fakeFetch( answer );
	const outcome = placePaymentRequestOrder( payload(), {
		transport: createTransport( { fetch } ),
		ajaxUrl: '/?wc-ajax=%%endpoint%%',
		nonce: 'nonce-k',
	} );
	return { calls, outcome };
}

describe( 'create_order’s answer', () => {
	it( 'is posted to the gateway’s wc-ajax action', async () => {
		const { calls, outcome } = place( () => ( {
			body: {
				result: 'success',
				redirect: '/checkout/order-received/7/?key=k',
			},
		} ) );
		expect( await outcome ).toEqual( {
			ok: true,
			redirect: '/checkout/order-received/7/?key=k',
		} );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=wc_stripe_create_order' );
		expect( calls[ 0 ].init.method ).toBe( 'POST' );
		expect( formOf( calls[ 0 ] ).get( '_wpnonce' ) ).toBe( 'nonce-k' );
		expect( formOf( calls[ 0 ] ).get( 'payment_request_type' ) ).toBe(
			'google_pay'
		);
	} );

	it( 'a PHP notice printed around the JSON does not hide the order', async () => {
		const { outcome } = place( () => ( {
			text: '<b>Notice</b>: x<br>{"result":"success","redirect":"#wc-stripe-confirm-pi:7:pi_1_secret_2:n"}',
		} ) );
		expect( await outcome ).toEqual( {
			ok: true,
			redirect: '#wc-stripe-confirm-pi:7:pi_1_secret_2:n',
		} );
	} );

	it( 'a failure tells each notice as a line of text', async () => {
		const { outcome } = place( () => ( {
			body: {
				result: 'failure',
				messages:
					'<ul class="woocommerce-error" role="alert"><li data-id="billing_postcode"><strong>Billing PLZ</strong> is not a valid postcode / ZIP.</li><li>Please read and accept the terms.</li></ul>',
				refresh: false,
				reload: false,
			},
		} ) );
		expect( await outcome ).toEqual( {
			ok: false,
			message:
				'Billing PLZ is not a valid postcode / ZIP.\nPlease read and accept the terms.',
		} );
	} );

	it( 'an empty cart (wp_send_json_error) is told, and no order is thought to exist', async () => {
		const { outcome } = place( () => ( {
			body: { success: false, data: 'Empty cart' },
		} ) );
		expect( await outcome ).toEqual( { ok: false, message: 'Empty cart' } );
	} );

	it.each( [
		[ 'a dropped connection', () => 'network-error' as const ],
		[
			'a page that is not the checkout’s',
			() => ( { text: '<html>Oops</html>' } ),
		],
		[ 'a server error', () => ( { status: 500, text: 'Fatal error' } ) ],
	] )( '%s: the order may exist', async ( _name, answer ) => {
		const { outcome } = place( answer );
		expect( await outcome ).toMatchObject( {
			ok: false,
			unanswered: true,
		} );
	} );
} );
