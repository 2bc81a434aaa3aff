/**
 * @jest-environment node
 */
/**
 * Where the development shop's cart says it ships ("Shipping to …"), as
 * `WC_Countries::get_formatted_address( $destination, ', ' )` writes it:
 * the country's format, states by name or code as the format asks, no
 * country when it is the store's, no empty parts; and the place is the
 * shipping location, else the billing one, else the store's country.
 */
import {
	formatDestination,
	shippingDestination,
	type Destination,
} from '../../../dev/server/woocommerce/includes/shipping-destination';
import { isPostcode } from '../../../dev/server/woocommerce/includes/checkout-validation';
import {
	EMPTY_ADDRESS,
	type Cart,
} from '../../../dev/server/woocommerce/includes/types';

const place = ( parts: Partial< Destination > ): Destination => ( {
	country: '',
	state: '',
	postcode: '',
	city: '',
	address_1: '',
	address_2: '',
	...parts,
} );

describe( 'The cart’s shipping destination', () => {
	it( 'is written in the country’s format, without the store’s own country', () => {
		const berlin = place( {
			country: 'DE',
			city: 'Berlin',
			postcode: '10178',
		} );
		expect( formatDestination( berlin, 'DE' ) ).toBe( '10178 Berlin' );
		expect( formatDestination( berlin, 'FR' ) ).toBe(
			'10178 Berlin, Germany'
		);
		expect(
			formatDestination(
				place( { country: 'FR', city: 'Paris', postcode: '75001' } ),
				'DE'
			)
		).toBe( '75001 PARIS, France' );
	} );

	it( 'names the state or gives its code, as the format asks', () => {
		expect(
			formatDestination(
				place( { country: 'US', state: 'CA', postcode: '90001' } ),
				'DE'
			)
		).toBe( 'CA 90001, United States (US)' );
		expect(
			formatDestination(
				place( { country: 'BR', state: 'SP', city: 'Campinas' } ),
				'DE'
			)
		).toBe( 'Campinas, São Paulo, Brazil' );
	} );

	it( 'is empty for the store’s country alone, and the country alone elsewhere', () => {
		expect( formatDestination( place( { country: 'DE' } ), 'DE' ) ).toBe(
			''
		);
		expect( formatDestination( place( { country: 'AQ' } ), 'DE' ) ).toBe(
			'Antarctica'
		);
	} );

	it( 'is the shipping location, else the billing one, else the store’s country', () => {
		const cart = ( shipping: string, billing: string ): Cart => ( {
			lines: [],
			coupons: [],
			selectedRate: '',
			billing: { ...EMPTY_ADDRESS, country: billing, city: 'Billing' },
			shipping: { ...EMPTY_ADDRESS, country: shipping, city: 'Ship' },
		} );
		expect( shippingDestination( cart( 'FR', 'US' ), 'DE' ) ).toMatchObject(
			{ country: 'FR', city: 'Ship' }
		);
		expect( shippingDestination( cart( '', 'US' ), 'DE' ) ).toMatchObject( {
			country: 'US',
			city: 'Billing',
		} );
		expect( shippingDestination( cart( '', '' ), 'DE' ) ).toEqual(
			place( { country: 'DE' } )
		);
	} );
} );

describe( 'Postcodes (WC_Validation::is_postcode)', () => {
	it( 'checks the format of the countries the shop knows one for', () => {
		expect( isPostcode( '10178', 'DE' ) ).toBe( true );
		expect( isPostcode( 'ABC', 'DE' ) ).toBe( false );
		expect( isPostcode( '90001-1234', 'US' ) ).toBe( true );
	} );

	it( 'lets any other country’s postcode pass', () => {
		expect( isPostcode( 'ABC', 'AQ' ) ).toBe( true );
		expect( isPostcode( 'ABC', 'constructor' ) ).toBe( true );
	} );
} );
