import {
	completeOrderPayment,
	hasConfirmationMarker,
} from '../../../../assets/js/core/stripe';

const ORIGIN = 'https://shop.test';
const PI = 'pi_123_secret_abc';
const SI = 'seti_456_secret_def';

/** Stripe.js's confirmPayment answering with the intent in this status. */
const confirmsWith = ( status: string ) =>
	jest.fn( async () => ( {
		paymentIntent: { id: 'pi_123', status, payment_method: 'pm_1' },
	} ) );

function deps( stripe: Record< string, jest.Mock >, overrides = {} ) {
	const api = {
		updateOrderStatus: jest.fn( async () => ( {
			ok: true as const,
			data: {
				return_url:
					'https://shop.test/checkout/order-received/42/?key=k',
			},
		} ) ),
		confirmChangePayment: jest.fn( async () => ( {
			ok: true as const,
			data: { return_url: 'https://shop.test/my-account/' },
		} ) ),
		updateFailedOrder: jest.fn( async () => ( {
			ok: true as const,
			data: null,
		} ) ),
	};
	return {
		api,
		deps: {
			stripe: stripe as never,
			api,
			origin: ORIGIN,
			isChangingPayment: false,
			isOrderPay: false,
			pageOrderId: null,
			orderReceivedUrl: 'https://shop.test/checkout/order-received/',
			...overrides,
		},
	};
}

describe( 'Payment flow after the order (SPEC §4)', () => {
	it( 'without a marker, completes directly with the redirect', async () => {
		const { deps: d } = deps( {} );
		expect(
			await completeOrderPayment(
				'https://shop.test/checkout/order-received/1/',
				d
			)
		).toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/checkout/order-received/1/',
		} );
		expect( hasConfirmationMarker( 'https://shop.test/#reviews' ) ).toBe(
			false
		);
	} );

	it.each( [
		'javascript:alert(document.cookie)',
		' JavaScript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox(1)',
	] )(
		'without a marker, a redirect that is not a web page (%s) is never followed: the shopper is told instead, and the paid order is unconfirmed',
		async ( redirect ) => {
			const { deps: d } = deps( {} );
			expect( await completeOrderPayment( redirect, d ) ).toEqual( {
				ok: false,
				message:
					'There was a problem processing the payment. Please refresh the page to try again.',
				unconfirmed: true,
			} );
		}
	);

	it( 'with a payment intent marker: confirms on the client, then updates the order status', async () => {
		const confirmPayment = confirmsWith( 'succeeded' );
		const { deps: d, api } = deps( { confirmPayment } );
		const result = await completeOrderPayment(
			`#wc-stripe-confirm-pi:42:${ PI }:nonce1`,
			d
		);
		expect( confirmPayment ).toHaveBeenCalledWith( {
			clientSecret: PI,
			redirect: 'if_required',
		} );
		expect( api.updateOrderStatus ).toHaveBeenCalledWith( {
			orderId: 42,
			intentId: 'pi_123',
			paymentMethodId: 'pm_1',
			nonce: 'nonce1',
		} );
		expect( result ).toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/checkout/order-received/42/?key=k',
		} );
	} );

	it( 'with a setup intent marker while changing payment: confirms the setup and the payment change', async () => {
		const confirmSetup = jest.fn( async () => ( {
			setupIntent: {
				id: 'seti_1',
				status: 'succeeded',
				payment_method: { id: 'pm_2' },
			},
		} ) );
		const { deps: d, api } = deps(
			{ confirmSetup },
			{ isChangingPayment: true }
		);
		const result = await completeOrderPayment(
			'#wc-stripe-confirm-si:7:seti_1_secret_x:n',
			d
		);
		expect( api.confirmChangePayment ).toHaveBeenCalledWith( {
			orderId: 7,
			intentId: 'seti_1',
			paymentMethodId: 'pm_2',
			nonce: 'n',
		} );
		expect( api.updateOrderStatus ).not.toHaveBeenCalled();
		expect( result.ok ).toBe( true );
	} );

	it( 'Card return: otherwise show error and hit the failed-order endpoint', async () => {
		const confirmPayment = jest.fn( async () => ( {
			error: {
				type: 'invalid_request_error',
				code: 'payment_intent_authentication_failure',
				message: 'x',
			},
		} ) );
		const { deps: d, api } = deps( { confirmPayment } );
		const result = await completeOrderPayment(
			`#wc-stripe-confirm-pi:42:${ PI }:n`,
			d
		);
		expect( api.updateFailedOrder ).toHaveBeenCalledWith( {
			intentId: 'pi_123',
			orderId: 42,
		} );
		expect( result ).toEqual( {
			ok: false,
			message:
				'Unable to process this payment, please try again or use alternative method.',
		} );
	} );

	it( 'a card error on confirmation shows the mapped card message', async () => {
		const confirmPayment = jest.fn( async () => ( {
			error: {
				type: 'card_error',
				code: 'card_declined',
				message: 'Your card was declined.',
			},
		} ) );
		const { deps: d } = deps( { confirmPayment } );
		expect(
			await completeOrderPayment(
				`#wc-stripe-confirm-pi:42:${ PI }:n`,
				d
			)
		).toEqual( { ok: false, message: 'The card was declined.' } );
	} );

	it( 'processing counts as paid (delayed methods)', async () => {
		const confirmPayment = confirmsWith( 'processing' );
		const { deps: d } = deps( { confirmPayment } );
		expect(
			(
				await completeOrderPayment(
					`#wc-stripe-confirm-pi:42:${ PI }:n`,
					d
				)
			).ok
		).toBe( true );
	} );

	it( 'a return url from the server to another origin is not followed', async () => {
		const confirmPayment = confirmsWith( 'succeeded' );
		const { deps: d, api } = deps( { confirmPayment } );
		api.updateOrderStatus.mockResolvedValueOnce( {
			ok: true,
			data: { return_url: 'https://evil.test/' },
		} );
		expect(
			await completeOrderPayment(
				`#wc-stripe-confirm-pi:42:${ PI }:n`,
				d
			)
		).toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/checkout/order-received/',
		} );
	} );

	it( 'the status call after 3D Secure lost its answer: the payment is unconfirmed, not failed', async () => {
		const confirmPayment = confirmsWith( 'succeeded' );
		const { deps: d, api } = deps( { confirmPayment } );
		api.updateOrderStatus.mockResolvedValueOnce( {
			ok: false,
			message:
				'A timeout occurred while connecting to the server. Please try again.',
			unanswered: true,
		} as any );
		expect(
			await completeOrderPayment(
				`#wc-stripe-confirm-pi:42:${ PI }:n`,
				d
			)
		).toMatchObject( { ok: false, unconfirmed: true } );
		// The gateway's own refusal is an answer: a plain failure.
		api.updateOrderStatus.mockResolvedValueOnce( {
			ok: false,
			message: 'We’re not able to process this payment.',
		} as any );
		expect(
			await completeOrderPayment(
				`#wc-stripe-confirm-pi:42:${ PI }:n`,
				d
			)
		).toEqual( {
			ok: false,
			message: 'We’re not able to process this payment.',
		} );
	} );

	it( 'a paid order with no page of this shop to go to (express has no fallback) is unconfirmed', async () => {
		const confirmPayment = confirmsWith( 'succeeded' );
		const { deps: d, api } = deps(
			{ confirmPayment },
			{ orderReceivedUrl: '' }
		);
		api.updateOrderStatus.mockResolvedValueOnce( {
			ok: true,
			data: { return_url: 'javascript:alert(1)' },
		} );
		expect(
			await completeOrderPayment(
				`#wc-stripe-confirm-pi:42:${ PI }:n`,
				d
			)
		).toMatchObject( { ok: false, unconfirmed: true } );
	} );

	it( 'an unreadable marker is a failure, never a guess', async () => {
		const { deps: d } = deps( {} );
		expect(
			await completeOrderPayment(
				'#wc-stripe-confirm-pi:not-an-order',
				d
			)
		).toEqual( {
			ok: false,
			message: 'Payment failed. Please try again.',
		} );
	} );
} );

describe( 'Voucher return: confirm by type (boleto, multibanco, otherwise oxxo) (SPEC §4)', () => {
	it.each( [
		[ 'boleto', 'confirmBoletoPayment' ],
		[ 'multibanco', 'confirmMultibancoPayment' ],
		[ 'oxxo', 'confirmOxxoPayment' ],
		[ 'anything', 'confirmOxxoPayment' ],
	] )( '%s → %s, then the same-origin return url', async ( type, method ) => {
		const stripe = {
			confirmBoletoPayment: jest.fn( async () => ( {
				paymentIntent: { status: 'requires_action' },
			} ) ),
			confirmMultibancoPayment: jest.fn( async () => ( {
				paymentIntent: { status: 'requires_action' },
			} ) ),
			confirmOxxoPayment: jest.fn( async () => ( {
				paymentIntent: { status: 'requires_action' },
			} ) ),
		};
		const { deps: d } = deps( stripe );
		const result = await completeOrderPayment(
			`#wc-stripe-voucher-42:${ type }:${ PI }:${ encodeURIComponent( '/checkout/order-received/42/?key=k' ) }`,
			d
		);
		expect( stripe[ method as keyof typeof stripe ] ).toHaveBeenCalledWith(
			PI
		);
		expect( result ).toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/checkout/order-received/42/?key=k',
		} );
	} );
} );

describe( 'Wallet return (SPEC §4)', () => {
	it( 'a succeeded wallet payment navigates to the return url', async () => {
		const confirmCashappPayment = jest.fn( async () => ( {
			paymentIntent: { status: 'succeeded' },
		} ) );
		const { deps: d, api } = deps( { confirmCashappPayment } );
		const result = await completeOrderPayment(
			`#wc-stripe-wallet-9:cashapp:payment_intent:${ PI }:${ encodeURIComponent( '/done/' ) }:n`,
			d
		);
		expect( result ).toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/done/',
		} );
		expect( api.updateOrderStatus ).not.toHaveBeenCalled();
	} );

	it( 'if the intent is not succeeded, the server confirms it, then the returned url is used', async () => {
		const confirmWechatPayPayment = jest.fn( async () => ( {
			paymentIntent: { status: 'processing' },
		} ) );
		const { deps: d, api } = deps( { confirmWechatPayPayment } );
		const result = await completeOrderPayment(
			`#wc-stripe-wallet-9:wechat_pay:payment_intent:${ PI }::n`,
			d
		);
		expect( confirmWechatPayPayment ).toHaveBeenCalledWith( PI, {
			payment_method_options: { wechat_pay: { client: 'web' } },
		} );
		expect( api.updateOrderStatus ).toHaveBeenCalled();
		expect( result ).toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/checkout/order-received/42/?key=k',
		} );
	} );
} );

describe( "Wallet return in the plugin's five-part form (no nonce: the gateway settles the order itself)", () => {
	const returnUrl = 'https://shop.test/checkout/order-received/9/?key=k';
	const hash = `#wc-stripe-wallet-9:cashapp:payment_intent:${ PI }:${ encodeURIComponent(
		returnUrl
	) }`;

	it( 'Cash App Pay is confirmed in the browser and a paid intent goes to the return url', async () => {
		const confirmCashappPayment = jest.fn( async () => ( {
			paymentIntent: { status: 'succeeded' },
		} ) );
		const { deps: d, api } = deps( { confirmCashappPayment } );
		expect( await completeOrderPayment( hash, d ) ).toEqual( {
			ok: true,
			redirectUrl: returnUrl,
		} );
		expect( confirmCashappPayment ).toHaveBeenCalledWith( PI, {
			return_url: returnUrl,
		} );
		expect( api.updateOrderStatus ).not.toHaveBeenCalled();
	} );

	it( 'a payment still processing goes to the return url, whose page shows its state', async () => {
		const { deps: d, api } = deps( {
			confirmWechatPayPayment: jest.fn( async () => ( {
				paymentIntent: { status: 'processing' },
			} ) ),
		} );
		expect(
			await completeOrderPayment(
				`#wc-stripe-wallet-9:wechat_pay:payment_intent:${ PI }:${ encodeURIComponent(
					returnUrl
				) }`,
				d
			)
		).toEqual( { ok: true, redirectUrl: returnUrl } );
		expect( api.updateOrderStatus ).not.toHaveBeenCalled();
	} );

	it( 'the shopper closed the QR code without paying: stays, with a message, and the order is failed through update_failed_order', async () => {
		const { deps: d, api } = deps( {
			confirmCashappPayment: jest.fn( async () => ( {
				paymentIntent: { status: 'requires_action' },
			} ) ),
		} );
		expect( await completeOrderPayment( hash, d ) ).toEqual( {
			ok: false,
			message:
				'The payment was not completed. Please try again or use another payment method.',
		} );
		expect( api.updateOrderStatus ).not.toHaveBeenCalled();
		expect( api.updateFailedOrder ).toHaveBeenCalledWith( {
			intentId: 'pi_123',
			orderId: 9,
		} );
	} );

	it( 'a Cash App Pay setup is confirmed as a setup', async () => {
		const confirmCashappSetup = jest.fn( async () => ( {
			setupIntent: { status: 'succeeded' },
		} ) );
		const { deps: d } = deps( { confirmCashappSetup } );
		expect(
			await completeOrderPayment(
				`#wc-stripe-wallet-9:cashapp:setup_intent:${ SI }:${ encodeURIComponent(
					returnUrl
				) }`,
				d
			)
		).toEqual( { ok: true, redirectUrl: returnUrl } );
		expect( confirmCashappSetup ).toHaveBeenCalledWith( SI, {
			return_url: returnUrl,
		} );
	} );
} );

describe( 'A legacy card return (#confirm-pi-…)', () => {
	const returnUrl = 'https://shop.test/checkout/order-received/7/?key=k';
	const hash = `#confirm-pi-${ PI }:${ encodeURIComponent( returnUrl ) }`;

	it( 'confirmed: goes to the return URL', async () => {
		const { deps: d } = deps( {
			confirmPayment: jest.fn( async () => ( {
				paymentIntent: { status: 'succeeded' },
			} ) ),
		} );
		expect( await completeOrderPayment( hash, d ) ).toEqual( {
			ok: true,
			redirectUrl: returnUrl,
		} );
	} );

	it( 'failed: the error, and the return URL asked with is_ajax so the shop records it', async () => {
		const fetchMock = jest.fn( async () => ( {
			ok: true,
			status: 200,
			headers: new Headers(),
			text: async () => '',
		} ) );
		const realFetch = window.fetch;
		window.fetch = fetchMock as never;
		const { deps: d } = deps( {
			confirmPayment: jest.fn( async () => ( {
				error: { type: 'card_error', code: 'card_declined' },
			} ) ),
		} );
		expect( await completeOrderPayment( hash, d ) ).toEqual( {
			ok: false,
			message: 'The card was declined.',
		} );
		expect( fetchMock ).toHaveBeenCalledWith(
			`${ returnUrl }&is_ajax`,
			expect.objectContaining( { method: 'GET' } )
		);
		window.fetch = realFetch;
	} );

	it( "the gateway refusing the order in Stripe's own words: told in the catalogue's (SPEC §8)", async () => {
		const confirmPayment = confirmsWith( 'succeeded' );
		const { api, deps: d } = deps( { confirmPayment } );
		api.updateOrderStatus.mockResolvedValueOnce( {
			ok: false,
			message: 'Your card was declined.',
		} as never );
		expect(
			await completeOrderPayment(
				`#wc-stripe-confirm-pi:42:${ PI }:n`,
				d
			)
		).toEqual( { ok: false, message: 'The card was declined.' } );
	} );
} );
