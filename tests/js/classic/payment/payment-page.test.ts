/**
 * The classic payment page: the Payment Element's amounts from the page
 * (cart total, currency, the save rule), methods offered by billing
 * country, and the saved methods with the save box.
 */
import { currentAmounts } from '../../../../assets/js/classic/payment/amounts';
import { countryRule } from '../../../../assets/js/classic/payment';
import { startSavedMethods } from '../../../../assets/js/classic/payment/saved-methods';
import type { GatewaySettings } from '../../../../assets/js/core/settings/types';

const settings = {
	cartTotal: 1800,
	currency: 'eur',
	cartContainsSubscription: false,
	subscriptionRequiresManualRenewal: false,
	methods: {
		card: { title: 'Card', countries: [], isReusable: true },
		blik: { title: 'BLIK', countries: [ 'PL' ], isReusable: false },
	},
} as unknown as GatewaySettings;

describe( 'What the element charges follows the page', () => {
	it( "the gateway's printed cartTotal (Stripe's units), then the cart's total read after an order review update", () => {
		document.body.innerHTML = '<form></form>';
		expect( currentAmounts( settings, document.body, 'stripe' ) ).toEqual( {
			amount: 1800,
			currency: 'eur',
			saveForLater: false,
		} );
		expect(
			currentAmounts( settings, document.body, 'stripe', 5940 ).amount
		).toBe( 5940 );
	} );

	it( "saved for later when the save box is ticked or a renewing subscription is in the cart ('always')", () => {
		document.body.innerHTML =
			'<form><input type="checkbox" id="wc-stripe-new-payment-method" checked></form>';
		expect(
			currentAmounts( settings, document.body, 'stripe' ).saveForLater
		).toBe( true );
		document.body.innerHTML = '<form></form>';
		expect(
			currentAmounts(
				{ ...settings, cartContainsSubscription: true },
				document.body,
				'stripe'
			).saveForLater
		).toBe( true );
		expect(
			currentAmounts(
				{
					...settings,
					cartContainsSubscription: true,
					subscriptionRequiresManualRenewal: true,
				},
				document.body,
				'stripe'
			)
		).toMatchObject( { saveForLater: false, amount: 1800 } );
	} );
} );

describe( 'Methods with a country list show only for a billing country in it', () => {
	const item = ( type: string ) => {
		const li = document.createElement( 'li' );
		li.dataset.paymentMethodType = type;
		return li;
	};
	it( 'BLIK only in Poland, the card everywhere, other gateways untouched', () => {
		const rule = countryRule( settings );
		expect( rule( item( 'blik' ), 'PL' ) ).toBe( true );
		expect( rule( item( 'blik' ), 'DE' ) ).toBe( false );
		expect( rule( item( 'card' ), 'DE' ) ).toBe( true );
		expect( rule( document.createElement( 'li' ), 'DE' ) ).toBe( true );
	} );
} );

describe( 'Saved methods and the save box', () => {
	const render = ( checked: string ) => {
		document.body.innerHTML = `<form><div class="payment_box payment_method_stripe">
<ul class="woocommerce-SavedPaymentMethods" data-count="1"><li><input type="radio" class="woocommerce-SavedPaymentMethods-tokenInput" name="wc-stripe-payment-token" value="1" id="t1" ${
			checked === '1' ? 'checked' : ''
		}></li><li class="woocommerce-SavedPaymentMethods-new"><input type="radio" class="woocommerce-SavedPaymentMethods-tokenInput" name="wc-stripe-payment-token" value="new" id="tnew" ${
			checked === 'new' ? 'checked' : ''
		}></li></ul>
<fieldset class="wc-payment-form" id="pf"></fieldset>
<fieldset id="save"><p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input type="checkbox" id="wc-stripe-new-payment-method"></p></fieldset></div></form>`;
		return document.querySelector( 'form' ) as HTMLFormElement;
	};
	const hidden = ( id: string ) => document.getElementById( id )!.hidden;

	it( 'a saved method chosen hides the new-method form and the save box', () => {
		startSavedMethods( render( '1' ), {
			isLoggedIn: true,
			registrationRequired: false,
		} );
		expect( hidden( 'pf' ) ).toBe( true );
		expect( hidden( 'save' ) ).toBe( true );
	} );

	it( 'with none chosen the last one is chosen (the new method)', () => {
		startSavedMethods( render( '' ), {
			isLoggedIn: true,
			registrationRequired: false,
		} );
		expect(
			( document.getElementById( 'tnew' ) as HTMLInputElement ).checked
		).toBe( true );
		expect( hidden( 'pf' ) ).toBe( false );
		expect( hidden( 'save' ) ).toBe( false );
	} );

	it( 'a guest sees the save box only while creating an account', () => {
		const form = render( 'new' );
		form.insertAdjacentHTML(
			'afterbegin',
			'<input type="checkbox" id="createaccount">'
		);
		startSavedMethods( form, {
			isLoggedIn: false,
			registrationRequired: false,
		} );
		expect( hidden( 'save' ) ).toBe( true );
		const create = document.getElementById(
			'createaccount'
		) as HTMLInputElement;
		create.checked = true;
		create.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( hidden( 'save' ) ).toBe( false );
	} );
} );
