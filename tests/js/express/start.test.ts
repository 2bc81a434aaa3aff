import { startOnPage } from '../../../assets/js/express/start';
import type { ExpressSettings } from '../../../assets/js/core/settings/types';

function page() {
	document.body.innerHTML = `<div class="wc-stripe-express-checkout-reserve" style="height:48px"></div>
		<div id="wc-stripe-express-checkout-element" style="display:none"></div>`;
}

const options = {
	loadStripe: jest.fn( async () => null ),
	flow: {} as never,
	printed: () => null,
};

const reserve = () =>
	document.querySelector( '.wc-stripe-express-checkout-reserve' );

describe( 'A page whose wallet buttons will not be drawn gives back their space', () => {
	it( 'without the wallet settings the page should have printed', () => {
		page();
		startOnPage( null, options );
		expect( reserve() ).toBeNull();
		expect( options.loadStripe ).not.toHaveBeenCalled();
	} );

	it( 'on the block checkout, whose own express methods draw the wallets', () => {
		page();
		startOnPage(
			{ hasBlock: true, isPayForOrder: false } as ExpressSettings,
			options
		);
		expect( reserve() ).toBeNull();
	} );
} );

describe( 'The legacy Payment Request Button’s markup (the gateway 8.8.0 with its Express Checkout Element off)', () => {
	it( 'its hidden wrapper is the buttons’ container: a page without settings gives back the space kept before it', () => {
		document.body.innerHTML = `<div class="wc-stripe-express-checkout-reserve" style="height:48px"></div>
			<div id="wc-stripe-payment-request-wrapper" style="margin-top: 1em;clear:both;display:none;"><div id="wc-stripe-payment-request-button"></div></div>`;
		startOnPage( null, options );
		expect( reserve() ).toBeNull();
	} );
} );
