/**
 * Stripe.js for a key: the page's own `window.Stripe` at once when the
 * gateway printed it; otherwise Stripe's loader, loaded on demand; never a
 * rejection.
 */
import { loadStripeJs } from '../../../../assets/js/core/stripe/load-stripe';

jest.mock( '@stripe/stripe-js/pure', () => ( {
	loadStripe: jest.fn( async () => {
		throw new Error( 'blocked' );
	} ),
} ) );

const pageWindow = window as unknown as { Stripe?: unknown };

afterEach( () => {
	delete pageWindow.Stripe;
} );

describe( 'Loading Stripe.js', () => {
	it( "uses the page's Stripe.js with the key, locale and API version", async () => {
		const instance = { elements: jest.fn() };
		const constructor = jest.fn( () => instance );
		pageWindow.Stripe = constructor;
		await expect(
			loadStripeJs( 'pk_test_1', {
				locale: 'de',
				apiVersion: '2024-06-20',
			} )
		).resolves.toBe( instance );
		expect( constructor ).toHaveBeenCalledWith( 'pk_test_1', {
			locale: 'de',
			apiVersion: '2024-06-20',
		} );
	} );

	it( 'a Stripe.js that throws on a bad key answers null', async () => {
		pageWindow.Stripe = () => {
			throw new Error( 'Invalid API Key' );
		};
		await expect( loadStripeJs( 'bad' ) ).resolves.toBeNull();
	} );

	it( "without Stripe.js on the page, Stripe's loader is tried and a failure answers null", async () => {
		const { loadStripe } = jest.requireMock( '@stripe/stripe-js/pure' );
		await expect( loadStripeJs( 'pk_test_1' ) ).resolves.toBeNull();
		expect( loadStripe ).toHaveBeenCalledWith( 'pk_test_1', {} );
	} );
} );
