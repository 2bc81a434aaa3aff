import { clickResolveDetails } from '../../../../assets/js/core/express/click-details';

const base = {
	lineItems: [ { name: 'Beanie', amount: 1800 } ],
	requestShipping: true,
	requestPhone: false,
	shippingRates: [
		{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
	],
	defaultShippingOption: { id: 'pending', displayName: 'Pending', amount: 0 },
	allowedShippingCountries: [ 'DE', 'FR' ],
};

describe( 'The click resolves with the lines, email always, phone and shipping as the settings say, the rates and allowed countries', () => {
	it( 'a cart that ships', () => {
		expect( clickResolveDetails( base ) ).toEqual( {
			lineItems: [ { name: 'Beanie', amount: 1800 } ],
			emailRequired: true,
			shippingAddressRequired: true,
			phoneNumberRequired: false,
			shippingRates: [
				{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
			],
			allowedShippingCountries: [ 'DE', 'FR' ],
		} );
	} );

	it( 'no shipping: neither rates nor countries are sent', () => {
		const details = clickResolveDetails( {
			...base,
			requestShipping: false,
			requestPhone: true,
		} );
		expect( details.shippingAddressRequired ).toBe( false );
		expect( details.phoneNumberRequired ).toBe( true );
		expect( details ).not.toHaveProperty( 'shippingRates' );
		expect( details ).not.toHaveProperty( 'allowedShippingCountries' );
	} );

	it( 'shipping without known rates offers the default option', () => {
		expect(
			clickResolveDetails( { ...base, shippingRates: [] } ).shippingRates
		).toEqual( [ { id: 'pending', displayName: 'Pending', amount: 0 } ] );
		expect(
			clickResolveDetails( {
				...base,
				shippingRates: [],
				defaultShippingOption: null,
			} ).shippingRates
		).toEqual( [] );
	} );

	it( 'a store that ships everywhere sends no country list', () => {
		expect(
			clickResolveDetails( { ...base, allowedShippingCountries: [] } )
		).not.toHaveProperty( 'allowedShippingCountries' );
	} );
} );
