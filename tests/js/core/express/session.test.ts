/**
 * The express session rule by rule, with plain fakes for Stripe, the
 * gateway, the Store API, the store's flow and the page's adapter.
 */
import { createExpressSession } from '../../../../assets/js/core/express/session';
import { createUnconfirmedMarks } from '../../../../assets/js/core/express/unconfirmed-order';
import { createExpiringStorage } from '../../../../assets/js/core/storage';

/** A browser's storage of its own for each test (and shared by a reload). */
function memoryStorage() {
	const data = new Map< string, string >();
	return {
		getItem: ( key: string ) => data.get( key ) ?? null,
		setItem: ( key: string, value: string ) => void data.set( key, value ),
		removeItem: ( key: string ) => void data.delete( key ),
	};
}

const paid = {
	ok: true as const,
	data: {
		order_id: 9,
		status: 'processing',
		payment_result: {
			payment_status: 'success' as const,
			payment_details: [],
			redirect_url: 'https://shop.test/checkout/order-received/9/',
		},
	},
};

const confirmEvent = () => ( {
	expressPaymentType: 'google_pay' as const,
	billingDetails: {
		name: 'Jane Doe',
		email: 'jane@example.com',
		address: {
			line1: 'A 1',
			line2: null,
			city: 'Berlin',
			state: '',
			postal_code: '10117',
			country: 'DE',
		},
	},
	paymentFailed: jest.fn(),
} );

function setUp( overrides: Record< string, any > = {} ) {
	const stripe = {
		createPaymentMethod: jest.fn( async () => ( {
			paymentMethod: { id: 'pm_1' },
		} ) ),
		createConfirmationToken: jest.fn( async () => ( {
			confirmationToken: { id: 'ctoken_1' },
		} ) ),
	};
	const elements = {
		submit: jest.fn( async () => ( {} ) ),
		update: jest.fn(),
	};
	const store = {
		checkout: jest.fn< Promise< any >, [ unknown, unknown ] >(
			async () => paid
		),
		payForOrder: jest.fn( async () => paid as any ),
		getCart: jest.fn( async (): Promise< any > => ( {
			ok: true,
			data: { items: [] },
		} ) ),
		...overrides.store,
	};
	let busy = false;
	const flow = {
		begin: jest.fn( () => {
			if ( busy ) {
				return false;
			}
			busy = true;
			return true;
		} ),
		fail: jest.fn( () => ( busy = false ) ),
		complete: jest.fn( async ( redirect: string ) => ( {
			ok: true as const,
			redirectUrl: redirect,
		} ) ),
	};
	const page = {
		click: jest.fn( () => ( { lineItems: [], emailRequired: true } ) ),
		orderExtras: jest.fn( () => ( { attribution: null } ) ),
		updateAmount: jest.fn(),
		status: jest.fn(),
		notice: jest.fn(),
		failure: jest.fn(),
		success: jest.fn(),
		cancel: jest.fn(),
		confirm: jest.fn( () => true ),
		leave: jest.fn(),
		...overrides.page,
	};
	const api = {
		getShippingOptions: jest.fn(),
		updateShippingMethod: jest.fn(),
		normalizeAddress: jest.fn( async () => ( { ok: false, message: '' } ) ),
		nonces: () => ( { wcStoreApi: 'n', wcStoreApiExpressCheckout: 'e' } ),
		refreshNonces: jest.fn( async () => false ),
	};
	const session = createExpressSession( {
		stripe: stripe as any,
		elements: elements as any,
		wallet: overrides.wallet || 'googlePay',
		settings: {
			isProductPage: false,
			hasFreeTrial: false,
			loginConfirmation: null,
			taxesBasedOnBilling: false,
			...overrides.settings,
		},
		api: api as any,
		storeApi: () => store as any,
		payForOrder: overrides.payForOrder || null,
		flow,
		page: page as any,
		marks: createUnconfirmedMarks(
			createExpiringStorage( overrides.storage || memoryStorage() )
		),
	} );
	return { session, stripe, elements, store, flow, page, api };
}

const clickEvent = () => ( {
	elementType: 'expressCheckout' as const,
	expressPaymentType: 'google_pay' as const,
	resolve: jest.fn(),
	reject: jest.fn(),
} );

describe( 'Click: the page’s answer resolves the click', () => {
	it( 'resolves with the details the page gives', async () => {
		const { session } = setUp();
		const click = clickEvent();
		await session.onClick( click );
		expect( click.resolve ).toHaveBeenCalledWith( {
			lineItems: [],
			emailRequired: true,
		} );
	} );

	it( 'a page that refuses (no variation chosen) rejects the click', async () => {
		const { session } = setUp( { page: { click: () => null } } );
		const click = clickEvent();
		await session.onClick( click );
		expect( click.reject ).toHaveBeenCalled();
		expect( click.resolve ).not.toHaveBeenCalled();
	} );

	it( 'taxes based on billing: the info note about final taxes', async () => {
		const { session, page } = setUp( {
			settings: { taxesBasedOnBilling: true },
		} );
		await session.onClick( clickEvent() );
		expect( page.notice ).toHaveBeenCalledWith(
			'Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).'
		);
	} );
} );

describe( 'A tap is answered within Stripe’s second: one that has to wait longer is refused, and the shopper told why at the buttons', () => {
	const lost = {
		ok: false as const,
		message: 'The connection to the shop was lost.',
		unanswered: true,
	};
	const CHECKING =
		'Checking whether your earlier order went through. Tap the button again in a moment.';
	const later = < T >( ms: number, value: T ) =>
		new Promise< T >( ( resolve ) =>
			setTimeout( () => resolve( value ), ms )
		);

	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'the page’s own wait gets the click’s deadline', async () => {
		const { session, page } = setUp();
		await session.onClick( clickEvent() );
		expect( page.click ).toHaveBeenCalledWith(
			expect.anything(),
			expect.objectContaining( { within: expect.any( Function ) } )
		);
	} );

	it( 'the shop still being asked about an earlier, unconfirmed order at 700 ms: the click is refused and the shopper told; the answer, once in, serves the next tap, asked once', async () => {
		const kept = { ok: true, data: { items: [ { key: 'a' } ] } };
		const { session, store, page } = setUp( {
			store: {
				checkout: jest.fn( async () => lost ),
				getCart: jest.fn( () => later( 5000, kept ) ),
			},
		} );
		await session.onConfirm( confirmEvent() as any );

		const first = clickEvent();
		const tap = session.onClick( first );
		await jest.advanceTimersByTimeAsync( 700 );
		await tap;
		expect( first.reject ).toHaveBeenCalled();
		expect( first.resolve ).not.toHaveBeenCalled();
		expect( page.status ).toHaveBeenLastCalledWith( CHECKING );

		// A second tap while the shop is still being asked: the same question.
		const second = session.onClick( clickEvent() );
		await jest.advanceTimersByTimeAsync( 700 );
		await second;
		expect( store.getCart ).toHaveBeenCalledTimes( 1 );

		// The shop kept the lines (nothing paid): the line is cleared, and
		// the next tap goes on without asking again.
		await jest.advanceTimersByTimeAsync( 5000 );
		expect( page.status ).toHaveBeenLastCalledWith( '' );
		const third = clickEvent();
		await session.onClick( third );
		expect( third.resolve ).toHaveBeenCalled();
		expect( store.getCart ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'Login-required shops: a confirm dialog with the wallet’s name; accepting goes to the login URL', () => {
	const loginConfirmation = {
		message:
			'To complete your transaction with **the selected payment method**, you must log in or create an account with our site.',
		redirectUrl: '/my-account/',
	};

	it( 'accepting leaves for the login URL; the sheet never opens', async () => {
		const { session, page } = setUp( { settings: { loginConfirmation } } );
		const click = clickEvent();
		await session.onClick( click );
		expect( page.confirm ).toHaveBeenCalledWith(
			'To complete your transaction with Google Pay, you must log in or create an account with our site.'
		);
		expect( page.leave ).toHaveBeenCalledWith( '/my-account/' );
		expect( click.reject ).toHaveBeenCalled();
		expect( page.click ).not.toHaveBeenCalled();
	} );

	it( 'declining leaves the page as it was', async () => {
		const { session, page } = setUp( {
			settings: { loginConfirmation },
			page: { confirm: jest.fn( () => false ) },
		} );
		await session.onClick( clickEvent() );
		expect( page.leave ).not.toHaveBeenCalled();
	} );
} );

describe( 'Confirm: validate, create the payment method, create the order, then the same confirmation path as the block checkout', () => {
	it( 'pays and leaves for the page the confirmation gives', async () => {
		const { session, stripe, elements, store, flow, page } = setUp();
		const event = confirmEvent();
		await session.onConfirm( event as any );
		expect( elements.submit ).toHaveBeenCalled();
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements,
		} );
		expect( store.checkout ).toHaveBeenCalledWith(
			expect.objectContaining( {
				payment_method: 'stripe',
				payment_data: expect.arrayContaining( [
					{ key: 'wc-stripe-payment-method', value: 'pm_1' },
					{ key: 'express_payment_type', value: 'google_pay' },
				] ),
			} ),
			{ nonce: 'e' }
		);
		expect( flow.complete ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/9/'
		);
		expect( page.success ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/9/'
		);
		expect( event.paymentFailed ).not.toHaveBeenCalled();
	} );

	it( 'a page with its own way to make the order (the gateway’s legacy create_order) makes it that way, with the payload, and the Store API makes none; a failure is told', async () => {
		const placeOrder = jest.fn( async () => ( {
			ok: true as const,
			redirect: 'https://shop.test/checkout/order-received/10/',
		} ) );
		const { session, store, flow } = setUp( { page: { placeOrder } } );
		await session.onConfirm( confirmEvent() as any );
		expect( store.checkout ).not.toHaveBeenCalled();
		expect( placeOrder ).toHaveBeenCalledWith(
			expect.objectContaining( {
				payment_method: 'stripe',
				payment_data: expect.arrayContaining( [
					{ key: 'wc-stripe-payment-method', value: 'pm_1' },
				] ),
			} )
		);
		expect( flow.complete ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/10/'
		);

		const refused = jest.fn( async () => ( {
			ok: false as const,
			message: 'Please read and accept the terms.',
		} ) );
		const second = setUp( { page: { placeOrder: refused } } );
		const event = confirmEvent();
		await second.session.onConfirm( event as any );
		expect( second.page.failure ).toHaveBeenCalledWith(
			'Please read and accept the terms.'
		);
		expect( event.paymentFailed ).toHaveBeenCalled();
	} );

	it( 'Amazon Pay creates a confirmation token instead', async () => {
		const { session, stripe, store } = setUp( { wallet: 'amazonPay' } );
		await session.onConfirm( confirmEvent() as any );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		expect( stripe.createConfirmationToken ).toHaveBeenCalled();
		expect( store.checkout ).toHaveBeenCalledWith(
			expect.objectContaining( {
				payment_data: expect.arrayContaining( [
					{ key: 'wc-stripe-confirmation-token', value: 'ctoken_1' },
				] ),
			} ),
			{ nonce: 'e' }
		);
	} );

	it( 'a second confirm while the first pays changes nothing (one order)', async () => {
		const { session, store } = setUp();
		const first = session.onConfirm( confirmEvent() as any );
		const second = session.onConfirm( confirmEvent() as any );
		await Promise.all( [ first, second ] );
		expect( store.checkout ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a declined card: the flow fails, the sheet and the page are told', async () => {
		const { session, store, flow, page } = setUp();
		const event = confirmEvent();
		store.checkout.mockResolvedValueOnce( {
			ok: true,
			data: {
				order_id: 9,
				status: 'failed',
				payment_result: {
					payment_status: 'failure',
					payment_details: [
						{
							key: 'errorMessage',
							value: 'The card was declined.',
						},
					],
					redirect_url: '',
				},
			},
		} );
		await session.onConfirm( event as any );
		expect( flow.fail ).toHaveBeenCalledWith( 'The card was declined.' );
		expect( event.paymentFailed ).toHaveBeenCalledWith( {
			reason: 'fail',
			message: 'The card was declined.',
		} );
		expect( page.failure ).toHaveBeenCalledWith( 'The card was declined.' );
		expect( page.success ).not.toHaveBeenCalled();
	} );

	it( 'a Stripe error creating the payment method is mapped to its message', async () => {
		const { session, stripe, store, page } = setUp();
		stripe.createPaymentMethod.mockResolvedValueOnce( {
			error: { type: 'card_error', code: 'expired_card' },
		} as any );
		await session.onConfirm( confirmEvent() as any );
		expect( store.checkout ).not.toHaveBeenCalled();
		expect( page.failure ).toHaveBeenCalledWith( 'The card has expired.' );
	} );

	it( 'elements.submit failing stops before anything is created', async () => {
		const { session, stripe, elements, page } = setUp();
		elements.submit.mockResolvedValueOnce( {
			error: { message: 'Incomplete' },
		} as any );
		await session.onConfirm( confirmEvent() as any );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		expect( page.failure ).toHaveBeenCalledWith( 'Incomplete' );
	} );

	it( "elements.submit refusing the card in Stripe's words: told in the catalogue's (SPEC §8)", async () => {
		const { session, elements, page } = setUp();
		elements.submit.mockResolvedValueOnce( {
			error: {
				type: 'card_error',
				code: 'incomplete_number',
				message: 'Your card number is incomplete.',
			},
		} as any );
		await session.onConfirm( confirmEvent() as any );
		expect( page.failure ).toHaveBeenCalledWith(
			'The card number is incomplete.'
		);
	} );

	it( "the cart never got the product: 'There was an error adding the product to the cart.'", async () => {
		const { session, stripe, page } = setUp( {
			page: { cartReady: async () => false },
		} );
		await session.onConfirm( confirmEvent() as any );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		expect( page.failure ).toHaveBeenCalledWith(
			'There was an error adding the product to the cart.'
		);
	} );

	it( 'a failed confirmation (3D Secure refused) shows its message', async () => {
		const { session, flow, page } = setUp();
		flow.complete.mockResolvedValueOnce( {
			ok: false,
			message: 'Authentication failed.',
		} as any );
		await session.onConfirm( confirmEvent() as any );
		expect( page.failure ).toHaveBeenCalledWith( 'Authentication failed.' );
		expect( page.success ).not.toHaveBeenCalled();
	} );

	it( 'after a failure the shopper can pay again', async () => {
		const { session, stripe, store, page } = setUp();
		stripe.createPaymentMethod.mockResolvedValueOnce( {
			error: { type: 'card_error', code: 'card_declined' },
		} as any );
		await session.onConfirm( confirmEvent() as any );
		await session.onConfirm( confirmEvent() as any );
		expect( store.checkout ).toHaveBeenCalledTimes( 1 );
		expect( page.success ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'Cancel: the page is told (it marks the payment aborted)', () => {
	it( 'calls the page’s cancel', () => {
		const { session, page } = setUp();
		session.onCancel();
		expect( page.cancel ).toHaveBeenCalled();
	} );
} );

describe( 'One rule: a purchase that may have gone through unseen is unconfirmed, and no tap pays again until the shop says what happened', () => {
	const lost = {
		ok: false as const,
		message: 'The connection to the shop was lost.',
		unanswered: true,
	};
	const UNCONFIRMED =
		'The shop did not confirm your order. It may have been placed and paid: check your email or your account’s orders before you pay again.';
	const EARLIER_PAID =
		'Your earlier order went through: you will find it in your email and your account’s orders. To buy again, tap the button once more.';

	it( 'an order call without a readable answer: the shopper is told to check their orders; the next tap asks the shop, whose emptied cart says the order was paid: refused, and told where to find it', async () => {
		const { session, store, page, flow } = setUp( {
			store: { checkout: jest.fn( async () => lost ) },
		} );
		await session.onConfirm( confirmEvent() as any );
		expect( flow.fail ).toHaveBeenCalledWith( UNCONFIRMED );
		expect( page.failure ).toHaveBeenCalledWith( UNCONFIRMED );
		expect( store.getCart ).not.toHaveBeenCalled();

		const click = clickEvent();
		await session.onClick( click );
		expect( store.getCart ).toHaveBeenCalledTimes( 1 );
		expect( click.reject ).toHaveBeenCalled();
		expect( page.click ).not.toHaveBeenCalled();
		expect( page.failure ).toHaveBeenLastCalledWith( EARLIER_PAID );
		expect( store.checkout ).toHaveBeenCalledTimes( 1 );

		// Told: a further tap is a new purchase.
		const again = clickEvent();
		await session.onClick( again );
		expect( again.resolve ).toHaveBeenCalled();
	} );

	it( 'the shop kept the cart’s lines (no order paid): the tap goes on', async () => {
		const { session, store } = setUp( {
			store: {
				checkout: jest.fn( async () => lost ),
				getCart: jest.fn( async () => ( {
					ok: true,
					data: { items: [ { key: 'a' } ] },
				} ) ),
			},
		} );
		await session.onConfirm( confirmEvent() as any );
		const click = clickEvent();
		await session.onClick( click );
		expect( click.resolve ).toHaveBeenCalled();
		expect( store.getCart ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a cart that cannot be read says nothing: refused, still unconfirmed', async () => {
		const { session, page } = setUp( {
			store: {
				checkout: jest.fn( async () => lost ),
				getCart: jest.fn( async () => ( {
					ok: false,
					message: 'offline',
				} ) ),
			},
		} );
		await session.onConfirm( confirmEvent() as any );
		for ( let tap = 0; tap < 2; tap++ ) {
			const click = clickEvent();
			await session.onClick( click );
			expect( click.reject ).toHaveBeenCalled();
		}
		expect( page.failure ).toHaveBeenLastCalledWith( UNCONFIRMED );
	} );

	it( 'the mark outlives the page: after a reload (or in another tab) the tap still asks the shop first', async () => {
		const storage = memoryStorage();
		const before = setUp( {
			storage,
			store: { checkout: jest.fn( async () => lost ) },
		} );
		await before.session.onConfirm( confirmEvent() as any );
		const after = setUp( {
			storage,
			store: {
				getCart: jest.fn( async () => ( {
					ok: false,
					message: 'offline',
				} ) ),
			},
		} );
		const click = clickEvent();
		await after.session.onClick( click );
		expect( after.store.getCart ).toHaveBeenCalled();
		expect( click.reject ).toHaveBeenCalled();
		expect( after.page.click ).not.toHaveBeenCalled();
	} );

	it( 'a paid order whose redirect cannot be followed, or a status call that lost its answer after 3D Secure, is unconfirmed too', async () => {
		const { session, flow, page } = setUp();
		flow.complete.mockResolvedValueOnce( {
			ok: false,
			message:
				'There was a problem processing the payment. Please refresh the page to try again.',
			unconfirmed: true,
		} as any );
		await session.onConfirm( confirmEvent() as any );
		expect( page.failure ).toHaveBeenCalledWith( UNCONFIRMED );
		const click = clickEvent();
		await session.onClick( click );
		expect( click.reject ).toHaveBeenCalled();
	} );

	it( '"buy now": the mark keeps the purchase’s own cart; a kept cart still holding its lines is taken up again by the next tap', async () => {
		const readKeptCart = jest.fn( async () => ( {
			ok: true,
			data: { items: [ { key: 'beanie' } ] },
		} ) );
		const ownCart = {
			quotes: {},
			token: () => 'kept-token',
			resume: jest.fn(),
			orderStore: () => ( {
				checkout: jest.fn( async () => lost ),
				payForOrder: jest.fn(),
			} ),
		};
		const { session, store } = setUp( {
			page: { ownCart, readKeptCart },
		} );
		await session.onConfirm( confirmEvent() as any );
		expect( store.checkout ).not.toHaveBeenCalled();
		const click = clickEvent();
		await session.onClick( click );
		expect( readKeptCart ).toHaveBeenCalledWith( 'kept-token' );
		expect( store.getCart ).not.toHaveBeenCalled();
		expect( ownCart.resume ).toHaveBeenCalledWith( 'kept-token' );
		expect( click.resolve ).toHaveBeenCalled();
	} );

	it( 'pay for order: WooCommerce never pays an order twice, so a lost answer only says so', async () => {
		const { session, page } = setUp( {
			payForOrder: { orderId: 7, orderKey: 'k', billingEmail: 'e' },
			store: { payForOrder: jest.fn( async () => lost ) },
		} );
		await session.onConfirm( confirmEvent() as any );
		expect( page.failure ).toHaveBeenCalledWith(
			'The connection to the shop was lost.'
		);
		const click = clickEvent();
		await session.onClick( click );
		expect( click.resolve ).toHaveBeenCalled();
	} );

	it( 'a refusal the shop did answer (a declined card) leaves the buttons usable without asking the shop', async () => {
		const { session, store } = setUp( {
			store: {
				checkout: jest.fn( async () => ( {
					ok: false,
					message: 'Your card was declined.',
				} ) ),
			},
		} );
		await session.onConfirm( confirmEvent() as any );
		const click = clickEvent();
		await session.onClick( click );
		expect( store.getCart ).not.toHaveBeenCalled();
		expect( click.resolve ).toHaveBeenCalled();
	} );
} );
