/**
 * `window.Stripe` as Stripe.js installs it: called (as @stripe/stripe-js's
 * loadStripe() and our scripts do) or constructed (as the gateway 8.8.0's
 * own scripts do, `new Stripe( key, options )` in client/api/index.js), it
 * gives an instance.
 */
type StripeGlobal = ( key: string ) => { elements: unknown };

describe( 'window.Stripe of the Stripe.js double', () => {
	beforeAll( () => {
		require( '../../../../dev/browser/stripe-double/index' );
	} );
	const Stripe = () =>
		( window as unknown as { Stripe: StripeGlobal } ).Stripe;

	it( 'gives an instance when called', () => {
		expect( typeof Stripe()( 'pk_test_x' ).elements ).toBe( 'function' );
	} );

	it( 'gives an instance when constructed with new, as the gateway’s scripts do', () => {
		const Constructor = Stripe() as unknown as new ( key: string ) => {
			elements: unknown;
		};
		expect( typeof new Constructor( 'pk_test_x' ).elements ).toBe(
			'function'
		);
	} );
} );

describe( 'linkAutofillModal of the Stripe.js double', () => {
	it( 'opens nothing for an email without a Link account, as Stripe’s does', () => {
		const {
			createStripeInstance,
		} = require( '../../../../dev/browser/stripe-double/stripe-instance' );
		const stripe = createStripeInstance( 'pk_test_x' );
		const modal = stripe.linkAutofillModal( stripe.elements() );
		const autofill = jest.fn();
		modal.on( 'autofill', autofill );
		modal.launch( { email: 'shopper@example.com' } );
		expect( autofill ).not.toHaveBeenCalled();
		expect( document.body.children ).toHaveLength( 0 );
	} );
} );
