/**
 * Each family's confirm path after the gateway made the order: a card's
 * 3D Secure, a bank redirect, a voucher by its type, a QR wallet (scanned
 * or closed unscanned), BLIK's bank app, a debit (processing, waiting for
 * micro-deposits, or refused), and a method whose intent came first.
 */
import { completeOrderPayment } from '../../../../assets/js/core/stripe';
import {
	createIntentFirst,
	intentElementsOptions,
	intentPaymentData,
	needsIntentFirst,
	withIntentData,
} from '../../../../assets/js/core/payment-element/intent-first';

const ORIGIN = 'https://shop.test';
const RECEIVED = 'https://shop.test/checkout/order-received/42/?key=k';
const SECRET = 'pi_1_secret_x';

function setup( stripe: Record< string, jest.Mock > ) {
	const api = {
		updateOrderStatus: jest.fn( async () => ( {
			ok: true as const,
			data: { return_url: RECEIVED },
		} ) ),
		confirmChangePayment: jest.fn(),
		updateFailedOrder: jest.fn( async () => ( {
			ok: true as const,
			data: null,
		} ) ),
	};
	return {
		api,
		deps: {
			stripe: stripe as never,
			api: api as never,
			origin: ORIGIN,
			isChangingPayment: false,
			isOrderPay: false,
			pageOrderId: null,
			orderReceivedUrl: 'https://shop.test/checkout/order-received/',
		},
	};
}

const confirmHash = `#wc-stripe-confirm-pi:42:${ SECRET }:nonce1`;
const intent = ( status: string, extra = {} ) => ( {
	paymentIntent: { id: 'pi_1', status, payment_method: 'pm_1', ...extra },
} );

describe( 'card: 3D Secure is confirmed in the browser, then the gateway hears', () => {
	it( 'succeeded → update_order_status → the order-received page', async () => {
		const confirmPayment = jest.fn( async () => intent( 'succeeded' ) );
		const { deps, api } = setup( { confirmPayment } );
		expect( await completeOrderPayment( confirmHash, deps ) ).toEqual( {
			ok: true,
			redirectUrl: RECEIVED,
		} );
		expect( confirmPayment ).toHaveBeenCalledWith( {
			clientSecret: SECRET,
			redirect: 'if_required',
		} );
		expect( api.updateOrderStatus ).toHaveBeenCalledWith( {
			orderId: 42,
			intentId: 'pi_1',
			paymentMethodId: 'pm_1',
			nonce: 'nonce1',
		} );
	} );
} );

describe( 'redirect: the gateway sends the shopper to the bank page', () => {
	it( 'a redirect without a marker is followed as it is', async () => {
		const bank =
			'https://shop.test/__stripe/authorize/pi_1?client_secret=x';
		const { deps } = setup( {} );
		expect( await completeOrderPayment( bank, deps ) ).toEqual( {
			ok: true,
			redirectUrl: bank,
		} );
	} );
} );

describe( 'vouchers: confirmed by their type, then the return page', () => {
	it.each( [
		[ 'boleto', 'confirmBoletoPayment' ],
		[ 'multibanco', 'confirmMultibancoPayment' ],
		[ 'oxxo', 'confirmOxxoPayment' ],
	] )( '%s → stripe.%s', async ( type, call ) => {
		const stripe = {
			confirmBoletoPayment: jest.fn( async () =>
				intent( 'requires_action' )
			),
			confirmMultibancoPayment: jest.fn( async () =>
				intent( 'requires_action' )
			),
			confirmOxxoPayment: jest.fn( async () =>
				intent( 'requires_action' )
			),
		};
		const { deps } = setup( stripe );
		const hash = `#wc-stripe-voucher-42:${ type }:${ SECRET }:${ encodeURIComponent(
			RECEIVED
		) }`;
		expect( await completeOrderPayment( hash, deps ) ).toEqual( {
			ok: true,
			redirectUrl: RECEIVED,
		} );
		expect( stripe[ call as keyof typeof stripe ] ).toHaveBeenCalledWith(
			SECRET
		);
	} );
} );

describe( 'QR wallets: the code is scanned, or closed unscanned', () => {
	const hash = ( type: string ) =>
		`#wc-stripe-wallet-42:${ type }:payment_intent:${ SECRET }:${ encodeURIComponent(
			RECEIVED
		) }:nonce1`;

	it( 'WeChat Pay scanned (succeeded) goes to the return page', async () => {
		const confirmWechatPayPayment = jest.fn( async () =>
			intent( 'succeeded' )
		);
		const { deps, api } = setup( { confirmWechatPayPayment } );
		expect(
			await completeOrderPayment( hash( 'wechat_pay' ), deps )
		).toEqual( { ok: true, redirectUrl: RECEIVED } );
		expect( confirmWechatPayPayment ).toHaveBeenCalledWith( SECRET, {
			payment_method_options: { wechat_pay: { client: 'web' } },
		} );
		expect( api.updateOrderStatus ).not.toHaveBeenCalled();
	} );

	it( 'Cash App Pay closed unscanned: the gateway checks, and its refusal is said', async () => {
		const confirmCashappPayment = jest.fn( async () =>
			intent( 'requires_action' )
		);
		const { deps, api } = setup( { confirmCashappPayment } );
		api.updateOrderStatus.mockResolvedValueOnce( {
			ok: false,
			message:
				'The payment was not completed. Please try again or use another payment method.',
		} as never );
		expect( await completeOrderPayment( hash( 'cashapp' ), deps ) ).toEqual(
			{
				ok: false,
				message:
					'The payment was not completed. Please try again or use another payment method.',
			}
		);
	} );
} );

describe( 'BLIK: approved in the bank app', () => {
	it( 'the confirmation waits for the app; succeeded is reported', async () => {
		const confirmPayment = jest.fn( async () => intent( 'succeeded' ) );
		const { deps, api } = setup( { confirmPayment } );
		expect( ( await completeOrderPayment( confirmHash, deps ) ).ok ).toBe(
			true
		);
		expect( api.updateOrderStatus ).toHaveBeenCalled();
	} );
} );

describe( 'debits: processing, micro-deposits, refused', () => {
	it( 'processing counts as placed and is reported', async () => {
		const confirmPayment = jest.fn( async () => intent( 'processing' ) );
		const { deps, api } = setup( { confirmPayment } );
		expect( ( await completeOrderPayment( confirmHash, deps ) ).ok ).toBe(
			true
		);
		expect( api.updateOrderStatus ).toHaveBeenCalled();
	} );

	it( 'an account typed in by hand waits for micro-deposits: placed, reported', async () => {
		const confirmPayment = jest.fn( async () =>
			intent( 'requires_action', {
				next_action: { type: 'verify_with_microdeposits' },
			} )
		);
		const { deps, api } = setup( { confirmPayment } );
		expect( await completeOrderPayment( confirmHash, deps ) ).toEqual( {
			ok: true,
			redirectUrl: RECEIVED,
		} );
		expect( api.updateFailedOrder ).not.toHaveBeenCalled();
	} );

	it( 'a mandate not accepted: the order is marked failed and the shopper told', async () => {
		const confirmPayment = jest.fn( async () => ( {
			error: {
				type: 'invalid_request_error',
				message: 'The pre-authorized debit agreement was not accepted.',
			},
		} ) );
		const { deps, api } = setup( { confirmPayment } );
		expect( await completeOrderPayment( confirmHash, deps ) ).toEqual( {
			ok: false,
			message:
				'Unable to process this payment, please try again or use alternative method.',
		} );
		expect( api.updateFailedOrder ).toHaveBeenCalledWith( {
			intentId: 'pi_1',
			orderId: 42,
		} );
	} );
} );

describe( 'a method without deferred intents (ACSS): its intent comes first', () => {
	const api = () => ( {
		createPaymentIntent: jest.fn( async () => ( {
			ok: true as const,
			data: { id: 'pi_9', client_secret: 'pi_9_secret_y' },
		} ) ),
		initSetupIntent: jest.fn( async () => ( {
			ok: true as const,
			data: { id: 'seti_9', client_secret: 'seti_9_secret_y' },
		} ) ),
	} );

	it( 'only when the gateway says it does not support deferred intents', () => {
		expect( needsIntentFirst( { supportsDeferredIntent: false } ) ).toBe(
			true
		);
		expect( needsIntentFirst( { supportsDeferredIntent: true } ) ).toBe(
			false
		);
		expect( needsIntentFirst( undefined ) ).toBe( false );
	} );

	it( 'a payment intent for the order (none yet on the checkout), a setup intent where nothing is paid', async () => {
		const gateway = api();
		expect(
			await createIntentFirst( gateway, {
				methodId: 'acss_debit',
				orderId: null,
				setup: false,
			} )
		).toEqual( {
			ok: true,
			intent: { id: 'pi_9', clientSecret: 'pi_9_secret_y' },
		} );
		expect( gateway.createPaymentIntent ).toHaveBeenCalledWith(
			0,
			'acss_debit'
		);
		await createIntentFirst( gateway, {
			methodId: 'acss_debit',
			orderId: 7,
			setup: true,
		} );
		expect( gateway.initSetupIntent ).toHaveBeenCalledWith( 'acss_debit' );
	} );

	it( "the gateway's refusal is the method's failure", async () => {
		const gateway = api();
		gateway.createPaymentIntent.mockResolvedValueOnce( {
			ok: false,
			message: 'Order not found.',
		} as never );
		expect(
			await createIntentFirst( gateway, {
				methodId: 'acss_debit',
				orderId: 3,
				setup: false,
			} )
		).toEqual( { ok: false, message: 'Order not found.' } );
	} );

	it( 'the element is drawn from the client secret, with no mode or amount of ours', () => {
		expect( intentElementsOptions( 'pi_9_secret_y', null, [] ) ).toEqual( {
			clientSecret: 'pi_9_secret_y',
		} );
	} );

	it( 'the order names the intent (wc_payment_intent_id), beside the extra data', () => {
		const intentFirst = { id: 'pi_9', clientSecret: 'pi_9_secret_y' };
		expect( intentPaymentData( intentFirst ) ).toEqual( {
			wc_payment_intent_id: 'pi_9',
		} );
		expect( withIntentData( undefined, intentFirst )?.() ).toEqual( {
			ok: true,
			data: { wc_payment_intent_id: 'pi_9' },
		} );
		const refusing = () => ( { ok: false as const, message: 'no' } );
		expect( withIntentData( refusing, intentFirst )?.() ).toEqual(
			refusing()
		);
		expect( withIntentData( undefined, null ) ).toBeUndefined();
	} );
} );
