/**
 * Code the checkout asks to come with its behaviours (the Stripe gateways'
 * submit hooks, classic/checkout/start.ts) is there before any order is
 * placed: a submit made while it is still loading waits for it, and then
 * goes on once, so nothing is lost or placed twice.
 */
import { startCheckoutForm } from '../../../../assets/js/classic/checkout-form/index';
import { renderCheckout } from '../checkout-markup';

const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

beforeEach( () => {
	window.fetch = jest.fn( () => new Promise< Response >( () => {} ) );
	window.wc_checkout_params = {
		wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		is_checkout: '0',
	};
} );

it( 'a submit waits for the code that comes with the behaviours, then asks the gateways once', async () => {
	renderCheckout();
	const checkout = startCheckoutForm( {
		guard: { begin: () => false, end: () => {} },
	} );
	let release = () => {};
	const hooks = new Promise< void >( ( resolve ) => ( release = resolve ) );
	const loaded = jest.fn();
	checkout!.alongBehaviours( () => hooks.then( loaded ) );
	const asked = jest.fn();
	checkout!.form.addEventListener( 'checkout_place_order', asked );

	checkout!.form.requestSubmit();
	await flush();
	expect( asked ).not.toHaveBeenCalled();

	release();
	await flush();
	expect( loaded ).toHaveBeenCalledTimes( 1 );
	expect( asked ).toHaveBeenCalledTimes( 1 );
} );
