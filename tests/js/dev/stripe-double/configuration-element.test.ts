/**
 * The double's Payment Element made with a payment method configuration
 * (Optimized Checkout): it asks Stripe's elements session which types to
 * show, draws them as an accordion (the card open first, Link inside it,
 * at most five rows and "More"), reports the open type in `change`, makes
 * the payment method of that type, and cannot load without a session.
 */
import { createElements } from '../../../../dev/browser/stripe-double/elements';
import { methodData } from '../../../../dev/browser/stripe-double/method-data';

/** Resolves with the element's first event of this name: no timed wait. */
const next = ( element: any, name: string ) =>
	new Promise< any >( ( resolve ) => element.once( name, resolve ) );

function answer( body: unknown, ok = true ) {
	return Promise.resolve( {
		ok,
		json: () => Promise.resolve( body ),
	} );
}

const OFFERED = [
	'card',
	'link',
	'sepa_debit',
	'ideal',
	'bancontact',
	'eps',
	'p24',
	'klarna',
];

let sent: any[] = [];

beforeEach( () => {
	sent = [];
	document.body.innerHTML = '<div id="element"></div>';
	global.fetch = jest.fn( ( url: string, init: any ) => {
		sent.push( { url, body: JSON.parse( init.body ) } );
		return answer( {
			object: 'elements_session',
			payment_method_types: OFFERED,
		} );
	} ) as any;
} );

const rows = () =>
	[
		...document.querySelectorAll< HTMLButtonElement >(
			'.stripe-double-accordion-item'
		),
	].map( ( row ) => row.textContent );

async function draw() {
	const elements = createElements( {
		mode: 'payment',
		amount: 2530,
		currency: 'eur',
		paymentMethodConfiguration: 'pmc_test',
		excludedPaymentMethodTypes: [ 'amazon_pay' ],
	} );
	const element = elements.create( 'payment', {} );
	const changes: any[] = [];
	element.on( 'change', ( event: unknown ) => changes.push( event ) );
	// The double emits `change` right after `ready`, as Stripe does.
	const drawn = next( element, 'change' );
	element.mount( '#element' );
	await drawn;
	return { elements, element, changes };
}

it( 'asks the elements session with the configuration, amount, currency and the excluded types', async () => {
	await draw();
	expect( sent ).toEqual( [
		{
			url: '/__stripe/v1/elements/sessions',
			body: {
				payment_method_configuration: 'pmc_test',
				mode: 'payment',
				amount: 2530,
				currency: 'eur',
				excluded_payment_method_types: [ 'amazon_pay' ],
			},
		},
	] );
} );

it( 'draws five rows, the card open with Link inside it, and "More" for the rest', async () => {
	const { changes } = await draw();
	expect( rows() ).toEqual( [
		'Card',
		'SEPA Debit',
		'iDEAL',
		'Bancontact',
		'EPS',
	] );
	expect(
		document
			.querySelector( '[data-type="card"]' )
			?.getAttribute( 'aria-expanded' )
	).toBe( 'true' );
	expect( document.querySelector( 'input[name="number"]' ) ).not.toBeNull();
	expect( document.body.textContent ).toContain( 'Pay with Link' );
	expect( changes.at( -1 ).value ).toEqual( { type: 'card' } );
	(
		document.querySelector(
			'.stripe-double-accordion-more'
		) as HTMLButtonElement
	 ).click();
	expect( rows() ).toHaveLength( 7 );
} );

it( 'opening another method reports its type and makes a payment method of it', async () => {
	const { elements, changes } = await draw();
	(
		document.querySelector( '[data-type="ideal"]' ) as HTMLButtonElement
	 ).click();
	expect( changes.at( -1 ).value ).toEqual( { type: 'ideal' } );
	expect( document.querySelector( 'input[name="number"]' ) ).toBeNull();
	expect( await elements.submit() ).toEqual( {} );
	expect( methodData( elements, { name: 'Erika' } ) ).toMatchObject( {
		type: 'ideal',
	} );
} );

it( 'without an elements session (an unknown configuration) it cannot load', async () => {
	global.fetch = jest.fn( () =>
		answer(
			{
				error: {
					type: 'invalid_request_error',
					message: "No such payment_method_configuration: 'pmc_test'",
				},
			},
			false
		)
	) as any;
	const elements = createElements( {
		mode: 'payment',
		amount: 2530,
		currency: 'eur',
		paymentMethodConfiguration: 'pmc_test',
	} );
	const element = elements.create( 'payment', {} );
	const errors: any[] = [];
	element.on( 'loaderror', ( event: unknown ) => errors.push( event ) );
	const failed = next( element, 'loaderror' );
	element.mount( '#element' );
	await failed;
	expect( errors ).toEqual( [
		{
			elementType: 'payment',
			error: {
				type: 'invalid_request_error',
				message: "No such payment_method_configuration: 'pmc_test'",
			},
		},
	] );
	expect( rows() ).toEqual( [] );
} );
