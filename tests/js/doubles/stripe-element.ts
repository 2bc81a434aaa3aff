/**
 * Stripe.js as the Payment Element's callers see it (react-stripe-js in the
 * block checkout, the core's framework-free element for the classic
 * pages), for the unit tests: an element that keeps its listeners (so a test can play Stripe's
 * events with `emit`), an Elements group that makes it, and a Stripe
 * instance with the methods react-stripe-js checks for.
 */
export function fakeElement() {
	const listeners: Record<
		string,
		Array< ( event?: unknown ) => void >
	> = {};
	return {
		mount: jest.fn(),
		unmount: jest.fn(),
		update: jest.fn(),
		destroy: jest.fn(),
		on: jest.fn( ( name: string, listener: () => void ) => {
			( listeners[ name ] ||= [] ).push( listener );
		} ),
		off: jest.fn( ( name: string, listener: () => void ) => {
			listeners[ name ] = ( listeners[ name ] || [] ).filter(
				( known ) => known !== listener
			);
		} ),
		emit: ( name: string, event?: unknown ) =>
			( listeners[ name ] || [] ).forEach( ( listener ) =>
				listener( event )
			),
	};
}

export function fakeStripe() {
	const element = fakeElement();
	const elements = {
		create: jest.fn( () => element ),
		update: jest.fn(),
		submit: jest.fn( async () => ( {} ) ),
	};
	const stripe = {
		elements: jest.fn( () => elements ),
		createPaymentMethod: jest.fn( async () => ( {
			paymentMethod: { id: 'pm_test' },
		} ) ),
		createToken: jest.fn(),
		confirmCardPayment: jest.fn(),
	};
	return { stripe, elements, element };
}
