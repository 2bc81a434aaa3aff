import { expressOrderPayload } from '../../../../assets/js/core/express/order-payload';
import { readOrderAttribution } from '../../../../assets/js/core/express/order-attribution';

const address = {
	line1: '350 5th Ave',
	line2: 'Floor 3',
	city: 'New York',
	state: 'NY',
	postal_code: '10118',
	country: 'US',
};

const event = {
	expressPaymentType: 'google_pay' as const,
	billingDetails: {
		name: 'Mary Ann Smith',
		email: 'mary@example.com',
		phone: '+1 (555) 123-4567',
		address,
	},
	shippingAddress: { name: 'Jo', address },
	shippingRate: { id: 'flat_rate:1', displayName: 'Flat', amount: 500 },
};

describe( 'The express order payload', () => {
	const payload = expressOrderPayload( {
		event,
		paymentMethodId: 'pm_1',
		confirmationTokenId: '',
		attribution: { source_type: 'utm', utm_source: 'news' },
		additionalFields: { 'namespace/field': 'x' },
		customerNote: 'Leave at the door',
	} );

	it( 'billing address: names split at the first space, phone cleaned, email', () => {
		expect( payload.billing_address ).toEqual( {
			first_name: 'Mary',
			last_name: 'Ann Smith',
			company: '',
			email: 'mary@example.com',
			phone: '+15551234567',
			country: 'US',
			address_1: '350 5th Ave',
			address_2: 'Floor 3',
			city: 'New York',
			state: 'NY',
			postcode: '10118',
		} );
	} );

	it( 'shipping address: no email, the billing phone, the chosen rate in a method list; last name may stay empty', () => {
		expect( payload.shipping_address ).toEqual( {
			first_name: 'Jo',
			last_name: '',
			company: '',
			phone: '+15551234567',
			country: 'US',
			address_1: '350 5th Ave',
			address_2: 'Floor 3',
			city: 'New York',
			state: 'NY',
			postcode: '10118',
			method: [ 'flat_rate:1' ],
		} );
	} );

	it( "billing last name '-' when the wallet gives one name only", () => {
		expect(
			expressOrderPayload( {
				event: {
					...event,
					billingDetails: { ...event.billingDetails, name: 'Cher' },
				},
				paymentMethodId: 'pm_1',
				confirmationTokenId: '',
				attribution: null,
			} ).billing_address.last_name
		).toBe( '-' );
	} );

	it( "payment_method 'stripe' and the payment_data list the gateway reads", () => {
		expect( payload.payment_method ).toBe( 'stripe' );
		expect( payload.payment_data ).toEqual( [
			{ key: 'payment_method', value: 'stripe' },
			{ key: 'wc-stripe-payment-method', value: 'pm_1' },
			{ key: 'wc-stripe-confirmation-token', value: '' },
			{ key: 'express_payment_type', value: 'google_pay' },
			{ key: 'wc-stripe-is-deferred-intent', value: true },
		] );
	} );

	it( 'extensions carry the order attribution; extra fields and the note go along', () => {
		expect( payload.extensions ).toEqual( {
			'woocommerce/order-attribution': {
				source_type: 'utm',
				utm_source: 'news',
			},
		} );
		expect( payload.additional_fields ).toEqual( {
			'namespace/field': 'x',
		} );
		expect( payload.customer_note ).toBe( 'Leave at the door' );
	} );

	it( 'the checkout’s extension data goes along beside the attribution (the block checkout’s own order sends both)', () => {
		expect(
			expressOrderPayload( {
				event,
				paymentMethodId: 'pm_1',
				confirmationTokenId: '',
				attribution: { source_type: 'typein' },
				extensions: {
					'gift-wrap': { wrap: 'yes' },
					'woocommerce/order-attribution': { source_type: 'stale' },
				},
			} ).extensions
		).toEqual( {
			'gift-wrap': { wrap: 'yes' },
			// The attribution read at the payment wins over a stale copy.
			'woocommerce/order-attribution': { source_type: 'typein' },
		} );
	} );

	it( 'no attribution on the page: no extension', () => {
		expect(
			expressOrderPayload( {
				event,
				paymentMethodId: '',
				confirmationTokenId: 'ctoken_1',
				attribution: null,
			} )
		).toMatchObject( {
			extensions: {},
			additional_fields: {},
			customer_note: '',
			payment_data: expect.arrayContaining( [
				{ key: 'wc-stripe-confirmation-token', value: 'ctoken_1' },
			] ),
		} );
	} );

	it( 'off the checkout page, the checkout extra fields go empty where they belong', () => {
		const off = expressOrderPayload( {
			event,
			paymentMethodId: 'pm_1',
			confirmationTokenId: '',
			attribution: null,
			emptyFields: { house: 'address', vat: 'contact', gift: 'order' },
		} );
		expect( off.billing_address.house ).toBe( '' );
		expect( off.shipping_address.house ).toBe( '' );
		expect( off.additional_fields ).toEqual( { vat: '', gift: '' } );
	} );

	it( 'no shipping address (nothing ships): the billing address stands in', () => {
		const virtual = expressOrderPayload( {
			event: {
				...event,
				shippingAddress: undefined,
				shippingRate: undefined,
			},
			paymentMethodId: 'pm_1',
			confirmationTokenId: '',
			attribution: null,
		} );
		expect( virtual.shipping_address ).toMatchObject( {
			first_name: 'Mary',
			address_1: '350 5th Ave',
			method: [ null ],
		} );
	} );
} );

describe( 'Order attribution: read from <wc-order-attribution-inputs>, without the wc_order_attribution_ prefix', () => {
	it( 'the first element’s inputs, empty values left out', () => {
		document.body.innerHTML = `<wc-order-attribution-inputs>
			<input type="hidden" name="wc_order_attribution_source_type" value="typein">
			<input type="hidden" name="wc_order_attribution_referrer" value="">
			<input type="hidden" name="other" value="x">
		</wc-order-attribution-inputs>
		<wc-order-attribution-inputs><input name="wc_order_attribution_utm_source" value="second"></wc-order-attribution-inputs>`;
		expect( readOrderAttribution() ).toEqual( { source_type: 'typein' } );
	} );

	it( 'no element: the attribution script’s values (the block checkout), else null', () => {
		document.body.innerHTML = '';
		expect( readOrderAttribution() ).toBeNull();
		( window as any ).wc_order_attribution = {
			getAttributionData: () => ( {
				source_type: 'referral',
				referrer: 'https://example.com/',
				utm_source: null,
				utm_medium: '',
			} ),
		};
		expect( readOrderAttribution() ).toEqual( {
			source_type: 'referral',
			referrer: 'https://example.com/',
		} );
		delete ( window as any ).wc_order_attribution;
	} );
} );
