/**
 * Payment data as WooCommerce keeps and sends it: the last successful setup
 * answer replaces the data (no merging), `wc-<method>-new-payment-method` is
 * always sent, values go as given, addresses from the answer reach the cart,
 * and setup notices read only `message` and `messageContext`.
 */
import {
	preparePaymentData,
	savedTokenData,
} from '../../../../dev/browser/blocks-host/payment-data';
import { paymentSetupOutcome } from '../../../../dev/browser/blocks-host/payment-setup';
import { emptyAddress } from '../../../../dev/browser/blocks-host/address';

describe( 'payment_data', () => {
	it( 'sends every entry as given, then wc-<method>-new-payment-method', () => {
		expect(
			preparePaymentData(
				{ a: 'x', flag: true, count: 2, nested: { b: 1 } },
				true,
				'stripe'
			)
		).toEqual( [
			{ key: 'a', value: 'x' },
			{ key: 'flag', value: true },
			{ key: 'count', value: 2 },
			{ key: 'nested', value: { b: 1 } },
			{ key: 'wc-stripe-new-payment-method', value: true },
		] );
	} );
	it( 'a saved token sends its keys and the save key too', () => {
		expect(
			preparePaymentData(
				savedTokenData( '2', 'stripe' ),
				false,
				'stripe'
			)
		).toEqual( [
			{ key: 'token', value: '2' },
			{ key: 'payment_method', value: 'stripe' },
			{ key: 'wc-stripe-payment-token', value: '2' },
			{ key: 'isSavedToken', value: true },
			{ key: 'wc-stripe-new-payment-method', value: false },
		] );
	} );
} );

describe( 'payment setup answers', () => {
	it( 'the last success replaces the payment data, nothing merged', () => {
		expect(
			paymentSetupOutcome( [
				{ type: 'success', meta: { paymentMethodData: { a: '1' } } },
				{ type: 'success', meta: { paymentMethodData: { b: '2' } } },
			] )
		).toMatchObject( { status: 'ready', paymentMethodData: { b: '2' } } );
	} );
	it( 'a success without payment data empties it', () => {
		expect(
			paymentSetupOutcome( [ { type: 'success' } ] ).paymentMethodData
		).toEqual( {} );
	} );
	it( 'no answer leaves the payment data as it was', () => {
		expect( paymentSetupOutcome( [] ) ).toEqual( { status: 'ready' } );
	} );
	it( 'stores whole addresses from the last answer into the cart', () => {
		const billing = { ...emptyAddress( 'DE' ), email: 'a@b.de' };
		const outcome = paymentSetupOutcome( [
			{
				type: 'success',
				meta: {
					billingAddress: billing,
					shippingAddress: { city: 'x' },
				},
			},
		] );
		expect( outcome.billingAddress ).toBe( billing );
		expect( outcome.shippingAddress ).toBeUndefined();
	} );
	it( 'a failure keeps its payment data and shows its message in its context', () => {
		expect(
			paymentSetupOutcome( [
				{
					type: 'failure',
					message: 'Card declined',
					messageContext: 'wc/checkout',
					meta: { paymentMethodData: { a: '1' } },
				},
			] )
		).toEqual( {
			status: 'has_error',
			paymentMethodData: { a: '1' },
			billingAddress: undefined,
			notice: { content: 'Card declined', context: 'wc/checkout' },
		} );
	} );
	it( 'an error reads only message (not errorMessage), defaulting to the payments area', () => {
		expect(
			paymentSetupOutcome( [
				{ type: 'error', errorMessage: 'ignored' },
			] ).notice
		).toBeUndefined();
		expect(
			paymentSetupOutcome( [ { type: 'error', message: 'Shown' } ] )
		).toMatchObject( {
			status: 'has_error',
			notice: { content: 'Shown', context: 'wc/checkout/payments' },
		} );
	} );
} );
