import {
	buildElementsOptions,
	buildPaymentElementOptions,
	elementsUpdateFor,
	optimizedCheckoutElement,
} from '../../../../assets/js/core/payment-element';

const base = {
	methodId: 'card' as const,
	amount: 2530,
	currency: 'EUR',
	saveForLater: false,
	isChangingPayment: false,
};

describe( 'Deferred-intent Payment Element options', () => {
	it( 'payment mode with the cart amount and lower-case currency', () => {
		expect( buildElementsOptions( base ) ).toEqual( {
			mode: 'payment',
			amount: 2530,
			currency: 'eur',
			paymentMethodCreation: 'manual',
			paymentMethodTypes: [ 'card' ],
		} );
	} );
	it( 'setup mode when the total is below 1 (free trial)', () => {
		expect( buildElementsOptions( { ...base, amount: 0 } ) ).toEqual( {
			mode: 'setup',
			currency: 'eur',
			paymentMethodCreation: 'manual',
			paymentMethodTypes: [ 'card' ],
		} );
	} );
	it( 'setup mode when changing a subscription payment method', () => {
		expect(
			buildElementsOptions( { ...base, isChangingPayment: true } ).mode
		).toBe( 'setup' );
	} );
	it( 'off-session future usage when the method is saved', () => {
		expect(
			buildElementsOptions( { ...base, saveForLater: true } )
				.setupFutureUsage
		).toBe( 'off_session' );
	} );
	it( 'the update for a cart change carries amount and currency, never a remount', () => {
		expect( elementsUpdateFor( { ...base, amount: 3000 } ) ).toEqual( {
			mode: 'payment',
			amount: 3000,
			currency: 'eur',
			setupFutureUsage: undefined,
		} );
	} );
	it( 'applePay and googlePay are off in the payment element (SPEC §9)', () => {
		expect( buildPaymentElementOptions( [], 'tabs' ).wallets ).toEqual( {
			applePay: 'never',
			googlePay: 'never',
		} );
		expect( buildPaymentElementOptions( [], 'accordion' ).layout ).toBe(
			'accordion'
		);
	} );
	it( 'trusted font stylesheets and the appearance go to Stripe with the options', () => {
		const fonts = [
			{ cssSrc: 'https://fonts.googleapis.com/css2?family=Inter' },
		];
		const options = buildElementsOptions( {
			...base,
			appearance: { theme: 'stripe' },
			fonts,
		} );
		expect( options.fonts ).toBe( fonts );
		expect( options.appearance ).toEqual( { theme: 'stripe' } );
		expect(
			buildElementsOptions( { ...base, fonts: [] } )
		).not.toHaveProperty( 'fonts' );
	} );
	it( 'Link joins the card element when the store turned it on, never another method', () => {
		expect(
			buildElementsOptions( {
				...base,
				methodId: 'card',
				withLink: true,
			} ).paymentMethodTypes
		).toEqual( [ 'card', 'link' ] );
		expect(
			buildElementsOptions( { ...base, methodId: 'card' } )
				.paymentMethodTypes
		).toEqual( [ 'card' ] );
		expect(
			buildElementsOptions( {
				...base,
				methodId: 'sepa_debit',
				withLink: true,
			} ).paymentMethodTypes
		).toEqual( [ 'sepa_debit' ] );
	} );
	it( "the debits' mandates are ours (translated), so Stripe's own are off", () => {
		expect( buildPaymentElementOptions( [], 'tabs' ).terms ).toEqual( {
			sepaDebit: 'never',
			auBecsDebit: 'never',
			usBankAccount: 'never',
		} );
	} );
} );

describe( "Optimized Checkout's element options (the gateway's client, 10.x)", () => {
	const optimized = {
		optimizedCheckout: true,
		paymentMethodConfigurationId: 'pmc_fixture',
		excludedPaymentMethodTypes: [ 'amazon_pay', 'klarna' ],
	};

	it( "offers the gateway's configuration minus the excluded types, in place of a list of types", () => {
		const options = buildElementsOptions( {
			...base,
			withLink: true,
			optimizedCheckout: optimizedCheckoutElement( optimized ),
		} );
		expect( options ).toEqual( {
			mode: 'payment',
			amount: 2530,
			currency: 'eur',
			paymentMethodCreation: 'manual',
			paymentMethodConfiguration: 'pmc_fixture',
			excludedPaymentMethodTypes: [ 'amazon_pay', 'klarna' ],
		} );
		expect( options ).not.toHaveProperty( 'paymentMethodTypes' );
	} );

	it( 'saves for later when the save box is ticked or the cart has a subscription', () => {
		expect(
			buildElementsOptions( {
				...base,
				saveForLater: true,
				optimizedCheckout: optimizedCheckoutElement( optimized ),
			} ).setupFutureUsage
		).toBe( 'off_session' );
	} );

	it( 'an empty or missing list of excluded types leaves out Amazon Pay, a wallet button only', () => {
		expect(
			optimizedCheckoutElement( {
				...optimized,
				excludedPaymentMethodTypes: [],
			} )
		).toEqual( {
			configurationId: 'pmc_fixture',
			excludedTypes: [ 'amazon_pay' ],
		} );
	} );

	it( "no configuration printed: none is named (Stripe takes the account's)", () => {
		const options = buildElementsOptions( {
			...base,
			optimizedCheckout: optimizedCheckoutElement( {
				...optimized,
				paymentMethodConfigurationId: null,
			} ),
		} );
		expect( options ).not.toHaveProperty( 'paymentMethodConfiguration' );
		expect( options.excludedPaymentMethodTypes ).toEqual( [
			'amazon_pay',
			'klarna',
		] );
	} );

	it( 'is off where the element does not draw', () => {
		expect(
			optimizedCheckoutElement( {
				...optimized,
				optimizedCheckout: false,
			} )
		).toBeUndefined();
	} );

	it( 'lays the methods out as an accordion without radios or space between them', () => {
		expect(
			buildPaymentElementOptions( [], 'accordion', true ).layout
		).toEqual( {
			type: 'accordion',
			radios: 'never',
			spacedAccordionItems: false,
		} );
		// A layout the store chose stays as it is.
		expect( buildPaymentElementOptions( [], 'tabs', true ).layout ).toBe(
			'tabs'
		);
		expect(
			buildPaymentElementOptions( [], 'accordion', false ).layout
		).toBe( 'accordion' );
	} );
} );
