/**
 * The double's Payment Element per family, as Stripe draws it: Bacs' sort
 * code, account number and confirmation; the debit mandates Stripe shows
 * unless the integration shows its own (`terms`); Link inside the card
 * element; ACH's bank connection; and a pre-authorized debit element
 * refused in deferred-intent mode.
 */
import { createElements } from '../../../../dev/browser/stripe-double/elements';

function draw( options: Record< string, unknown >, element = {} ) {
	document.body.innerHTML = '<div id="element"></div>';
	const elements = createElements( options );
	const payment = elements.create( 'payment', element );
	payment.mount( '#element' );
	return { elements, payment };
}

const labels = () =>
	[ ...document.querySelectorAll( 'label' ) ].map(
		( label ) => label.textContent
	);

describe( 'Bacs Direct Debit', () => {
	it( 'asks for the sort code, the account number and the confirmation', async () => {
		const { elements } = draw( {
			mode: 'payment',
			paymentMethodTypes: [ 'bacs_debit' ],
		} );
		expect( labels() ).toEqual(
			expect.arrayContaining( [ 'Sort code', 'Account number' ] )
		);
		(
			document.querySelector(
				'input[name="sort_code"]'
			) as HTMLInputElement
		 ).value = '108800';
		(
			document.querySelector(
				'input[name="account_number"]'
			) as HTMLInputElement
		 ).value = '00012345';
		expect( ( await elements.submit() ).error ).toMatchObject( {
			code: 'incomplete_mandate',
		} );
		(
			document.querySelector(
				'input[name="mandate_confirmed"]'
			) as HTMLInputElement
		 ).checked = true;
		expect( await elements.submit() ).toEqual( {} );
	} );
} );

describe( "a debit's mandate", () => {
	it( "shows Stripe's own by default", () => {
		draw( { mode: 'payment', paymentMethodTypes: [ 'sepa_debit' ] } );
		expect(
			document.querySelector( '.stripe-double-mandate' )
		).not.toBeNull();
	} );
	it( "is left to the integration with terms: { sepaDebit: 'never' }", () => {
		draw(
			{ mode: 'payment', paymentMethodTypes: [ 'sepa_debit' ] },
			{ terms: { sepaDebit: 'never' } }
		);
		expect( document.querySelector( '.stripe-double-mandate' ) ).toBeNull();
	} );
} );

describe( 'Link inside the card element', () => {
	it( "offers 'Pay with Link' when the group's types include link", () => {
		draw( { mode: 'payment', paymentMethodTypes: [ 'card', 'link' ] } );
		expect(
			[ ...document.querySelectorAll( 'button' ) ].map(
				( button ) => button.textContent
			)
		).toContain( 'Pay with Link' );
	} );
	it( 'not without link', () => {
		draw( { mode: 'payment', paymentMethodTypes: [ 'card' ] } );
		expect( document.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );
} );

describe( 'ACH Direct Debit', () => {
	it( 'asks to connect the bank account before it is complete', async () => {
		const { elements } = draw( {
			mode: 'payment',
			paymentMethodTypes: [ 'us_bank_account' ],
		} );
		expect( document.body.textContent ).toContain(
			'Connect your bank account'
		);
		expect( ( await elements.submit() ).error ).toMatchObject( {
			code: 'incomplete_bank_account',
		} );
	} );
} );

describe( 'pre-authorized debit (ACSS)', () => {
	it( 'cannot be drawn for a deferred intent: the element fails to load', async () => {
		const { payment } = draw( {
			mode: 'payment',
			paymentMethodTypes: [ 'acss_debit' ],
		} );
		const failed = new Promise( ( resolve ) =>
			payment.once( 'loaderror', resolve )
		);
		expect( await failed ).toEqual(
			expect.objectContaining( {
				error: expect.objectContaining( {
					message: expect.stringContaining( 'deferred intent' ),
				} ),
			} )
		);
	} );
} );
