/**
 * A wallet's button in the block checkout, with Stripe.js replaced by a
 * fake: react-stripe-js's Express Checkout Element inside Elements, its
 * amount following the cart, and every Stripe event handed to the express
 * session.
 */
import { act, render } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { ExpressButton } from '../../../../assets/js/blocks/express/express-button';
import { store as stripeStore } from '../../../../assets/js/stores/stripe/index';
import { fakeStripe } from '../../doubles/stripe-element';

const mockSession = {
	onClick: jest.fn(),
	onShippingAddressChange: jest.fn(),
	onShippingRateChange: jest.fn(),
	onConfirm: jest.fn(),
	onCancel: jest.fn(),
};

jest.mock( '../../../../assets/js/blocks/express/sheet', () => ( {
	createBlockSession: () => mockSession,
} ) );

const display = {
	wallets: [ 'googlePay' ],
	locale: 'de',
	currencyDecimals: 2,
	hasFreeTrial: false,
	button: { theme: 'dark', type: 'buy', height: 48, radius: 4 },
} as any;

const billing = ( total: number ) => ( {
	cartTotal: { value: total },
	cartTotalItems: [],
	currency: { code: 'EUR', minorUnit: 2 },
} );

async function flush() {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

describe( 'The block checkout’s wallet button through react-stripe-js', () => {
	let fake: ReturnType< typeof fakeStripe >;

	beforeEach( async () => {
		jest.clearAllMocks();
		fake = fakeStripe();
		dispatch( stripeStore ).setStripe(
			Promise.resolve( fake.stripe as any )
		);
	} );

	it( 'shows only its own wallet, in an Elements group with the cart’s amount; a cart change updates the amount without a new element', async () => {
		const { rerender } = render(
			<ExpressButton
				wallet="googlePay"
				settings={ display }
				billing={ billing( 2530 ) as any }
			/>
		);
		await flush();
		expect( fake.stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( {
				mode: 'payment',
				amount: 2530,
				currency: 'eur',
			} )
		);
		expect( fake.elements.create ).toHaveBeenCalledWith(
			'expressCheckout',
			expect.objectContaining( {
				paymentMethods: expect.objectContaining( {
					googlePay: 'always',
					applePay: 'never',
					link: 'never',
				} ),
			} )
		);
		rerender(
			<ExpressButton
				wallet="googlePay"
				settings={ display }
				billing={ billing( 3000 ) as any }
			/>
		);
		await flush();
		expect( fake.elements.update ).toHaveBeenLastCalledWith( {
			amount: 3000,
		} );
		expect( fake.stripe.elements ).toHaveBeenCalledTimes( 1 );
		expect( fake.elements.create ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'passes each Stripe event to the express session', async () => {
		render(
			<ExpressButton
				wallet="googlePay"
				settings={ display }
				billing={ billing( 2530 ) as any }
			/>
		);
		await flush();
		const events = {
			click: { resolve: jest.fn() },
			shippingaddresschange: { address: { country: 'DE' } },
			shippingratechange: { shippingRate: { id: 'flat' } },
			confirm: { expressPaymentType: 'google_pay' },
		};
		for ( const [ name, event ] of Object.entries( events ) ) {
			fake.element.emit( name, event );
		}
		fake.element.emit( 'cancel' );
		await flush();
		expect( mockSession.onClick ).toHaveBeenCalledWith( events.click );
		expect( mockSession.onShippingAddressChange ).toHaveBeenCalledWith(
			events.shippingaddresschange
		);
		expect( mockSession.onShippingRateChange ).toHaveBeenCalledWith(
			events.shippingratechange
		);
		expect( mockSession.onConfirm ).toHaveBeenCalledWith( events.confirm );
		expect( mockSession.onCancel ).toHaveBeenCalled();
	} );

	it( 'a browser without this wallet, or an element that cannot load, leaves no box behind', async () => {
		const { container } = render(
			<ExpressButton
				wallet="googlePay"
				settings={ display }
				billing={ billing( 2530 ) as any }
			/>
		);
		await flush();
		act( () =>
			fake.element.emit( 'ready', {
				availablePaymentMethods: { googlePay: false },
			} )
		);
		expect( container.firstElementChild ).toHaveAttribute( 'hidden' );
	} );
} );
