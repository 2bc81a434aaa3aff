/**
 * What a payment method's components receive and how the payment list names
 * them, as in WooCommerce.
 */
import { render, screen, fireEvent } from '@testing-library/react';
import { useMethodProps } from '../../../../dev/browser/blocks-host/use-method-props';
import type { MethodPropsInput } from '../../../../dev/browser/blocks-host/use-method-props';
import { PaymentOptions } from '../../../../dev/browser/blocks-host/components/payment-options';
import { emptyAddress } from '../../../../dev/browser/blocks-host/address';

const cartWith = ( total: string ) => ( {
	totals: { total_price: total, total_items: total, total_tax: '0' },
	needs_shipping: false,
	shipping_rates: [],
	items: [],
	coupons: [],
} );

const input = ( total: string ): MethodPropsInput => ( {
	cart: cartWith( total ),
	billing: emptyAddress( 'DE' ),
	shipping: emptyAddress( 'DE' ),
	activePaymentMethod: 'stripe',
	shouldSavePayment: false,
	checkoutStatus: 'idle',
	paymentStatus: 'idle',
	eventRegistration: {},
	onSubmit: () => {},
	validate: async () => ( { hasError: false } ),
	setShippingAddress: () => {},
	setSelectedRates: () => {},
	isSelectingRate: false,
	customerId: 0,
	displayPricesIncludingTax: false,
	setExpressPaymentError: () => {},
} );

describe( 'method props', () => {
	it( 'give validate, setShippingAddress, setSelectedRates and a PaymentMethodLabel component', () => {
		let seen: any;
		const Probe = ( { total }: { total: string } ) => {
			seen = useMethodProps( input( total ) );
			return null;
		};
		render( <Probe total="100" /> );
		expect( typeof seen.validate ).toBe( 'function' );
		expect( typeof seen.shippingData.setShippingAddress ).toBe(
			'function'
		);
		expect( typeof seen.shippingData.setSelectedRates ).toBe( 'function' );
		const { PaymentMethodLabel } = seen.components;
		render( <PaymentMethodLabel text="Card" /> );
		expect( screen.getByText( 'Card' ) ).toBeInTheDocument();
	} );
	it( 'the cart total reaches a method one render after it changed', () => {
		const totals: number[] = [];
		const Probe = ( { total }: { total: string } ) => {
			totals.push(
				useMethodProps( input( total ) ).billing.cartTotal.value
			);
			return null;
		};
		const { rerender } = render( <Probe total="100" /> );
		rerender( <Probe total="250" /> );
		rerender( <Probe total="250" /> );
		expect( totals ).toEqual( [ 100, 100, 250 ] );
	} );
} );

describe( 'the payment list', () => {
	const Label = ( { components }: any ) => (
		<components.PaymentMethodLabel text="Card" />
	);
	const Content = ( { token }: { token?: string } ) => (
		<p>{ token ? `token ${ typeof token } ${ token }` : 'card form' }</p>
	);
	const method: any = {
		name: 'stripe',
		label: <Label />,
		ariaLabel: 'Pay with Card',
		content: <Content />,
		savedTokenComponent: <Content />,
		supports: { showSavedCards: true, showSaveOption: true, features: [] },
	};
	const token = {
		tokenId: 3,
		method: { gateway: 'stripe', last4: '4242', brand: 'Visa' },
		expires: '12/34',
		is_default: true,
	};
	const list = ( extra: Record< string, unknown > = {} ) => (
		<PaymentOptions
			methods={ [ method ] }
			tokens={ [ token ] }
			active="stripe"
			activeToken={ null }
			onSelect={ () => {} }
			methodProps={ {
				components: {
					PaymentMethodLabel: ( { text }: { text: string } ) => (
						<span>{ text }</span>
					),
				},
			} }
			canSavePaymentMethod={ true }
			shouldSave={ false }
			onShouldSave={ () => {} }
			setActivePaymentMethod={ () => {} }
			{ ...extra }
		/>
	);
	it( "names a method's radio by its label, not by its ariaLabel", () => {
		render( list() );
		expect(
			screen.getByRole( 'radio', { name: 'Card' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'radio', { name: 'Pay with Card' } )
		).toBeNull();
		expect(
			screen.getByRole( 'radio', {
				name: 'Visa ending in 4242 (expires 12/34)',
			} )
		).toBeInTheDocument();
	} );
	it( 'hands the saved-token component the token as a string', () => {
		render( list( { activeToken: '3' } ) );
		expect( screen.getByText( 'token string 3' ) ).toBeInTheDocument();
	} );
	it( 'offers the save box whenever saving is allowed, and resets the choice when it is not', () => {
		const onShouldSave = jest.fn();
		const { rerender } = render( list( { onShouldSave } ) );
		expect(
			screen.getByRole( 'checkbox', { name: /Save payment information/ } )
		).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'checkbox' ) );
		expect( onShouldSave ).toHaveBeenCalledWith( true );
		rerender(
			list( {
				onShouldSave,
				shouldSave: true,
				canSavePaymentMethod: false,
			} )
		);
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect( onShouldSave ).toHaveBeenLastCalledWith( false );
	} );
} );
