/**
 * Wallet buttons on product and cart pages pay without the `wc/stripe`
 * store (those pages load no `@wordpress/data`): one payment at a time, and
 * an order the gateway finished is followed to its page.
 */
import { createPageFlow } from '../../../../assets/js/core/express/page-flow';
import type { Transport } from '../../../../assets/js/core/transport/types';

const transport: Transport = {
	request: jest.fn( () => {
		throw new Error( 'no request expected' );
	} ),
};
const stripe = {} as never;

describe( 'The product and cart pages’ payment flow', () => {
	it( 'allows one payment at a time: a second begin is refused until the first fails', () => {
		const flow = createPageFlow(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%' },
			() => Promise.resolve( stripe ),
			transport
		);
		expect( flow.begin() ).toBe( true );
		expect( flow.begin() ).toBe( false );
		flow.fail( 'The card was declined.' );
		expect( flow.begin() ).toBe( true );
	} );

	it( 'completes an order the gateway already paid by going to its page', async () => {
		const flow = createPageFlow(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%' },
			() => Promise.resolve( stripe ),
			transport
		);
		await expect(
			flow.complete( 'https://shop.test/checkout/order-received/7/' )
		).resolves.toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/checkout/order-received/7/',
		} );
	} );

	it( 'says why it cannot finish when Stripe.js did not load', async () => {
		const flow = createPageFlow(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%' },
			() => Promise.resolve( null ),
			transport
		);
		const result = await flow.complete(
			'#wc-stripe-confirm-pi:7:secret:n'
		);
		expect( result.ok ).toBe( false );
	} );
} );
