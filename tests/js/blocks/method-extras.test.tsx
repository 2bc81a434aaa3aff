import { fireEvent, render, screen } from '@testing-library/react';
import { BlikCodeField } from '../../../assets/js/blocks/components/blik-code-field';
import {
	CashAppNotice,
	CASH_APP_NOTICE_THRESHOLD_MINOR,
} from '../../../assets/js/blocks/components/cash-app-notice';
import {
	MethodExtras,
	methodExtraData,
} from '../../../assets/js/blocks/components/method-extras';

const NOTICE =
	'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.';

describe( "BLIK code field: six digits, otherwise 'BLIK Code is invalid'; when empty, invalid styling is removed", () => {
	it( 'shows the error for a bad code', () => {
		render( <BlikCodeField value="12a" onChange={ () => {} } /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'BLIK Code is invalid'
		);
		expect( screen.getByLabelText( 'BLIK Code' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );

	it( 'shows nothing for an empty or valid code', () => {
		const { rerender } = render(
			<BlikCodeField value="" onChange={ () => {} } />
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( screen.getByLabelText( 'BLIK Code' ) ).toHaveAttribute(
			'aria-invalid',
			'false'
		);
		rerender( <BlikCodeField value="123456" onChange={ () => {} } /> );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'reports what the shopper types', () => {
		const onChange = jest.fn();
		render( <BlikCodeField value="" onChange={ onChange } /> );
		fireEvent.change( screen.getByLabelText( 'BLIK Code' ), {
			target: { value: '777' },
		} );
		expect( onChange ).toHaveBeenCalledWith( '777' );
	} );

	it( 'adds the code to the payment data only when it is valid', () => {
		expect( methodExtraData( 'blik', '12a' ) ).toEqual( {
			ok: false,
			message: 'BLIK Code is invalid',
		} );
	} );

	it( 'sends a valid code as wc-stripe-blik-code', () => {
		expect( methodExtraData( 'blik', ' 123456 ' ) ).toEqual( {
			ok: true,
			data: { 'wc-stripe-blik-code': '123456' },
		} );
	} );

	it( "BLIK's box holds the code field, which reports what the shopper types", () => {
		const onBlikCode = jest.fn();
		render(
			<MethodExtras
				methodId="blik"
				amount={ 1000 }
				blikCode=""
				onBlikCode={ onBlikCode }
			/>
		);
		fireEvent.change( screen.getByLabelText( 'BLIK Code' ), {
			target: { value: '123456' },
		} );
		expect( onBlikCode ).toHaveBeenCalledWith( '123456' );
	} );
} );

describe( 'Cash App Pay notice: shown only when the cart total exceeds the threshold', () => {
	it( 'is hidden at or below the threshold', () => {
		const { container } = render(
			<CashAppNotice amount={ CASH_APP_NOTICE_THRESHOLD_MINOR } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows the spec text above it', () => {
		render(
			<CashAppNotice amount={ CASH_APP_NOTICE_THRESHOLD_MINOR + 1 } />
		);
		expect( screen.getByRole( 'note' ) ).toHaveTextContent( NOTICE );
	} );

	it( 'belongs to Cash App only: other methods add nothing', () => {
		const { container } = render(
			<MethodExtras
				methodId="card"
				amount={ 10 ** 7 }
				blikCode=""
				onBlikCode={ () => {} }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
		expect( methodExtraData( 'card', '' ) ).toBeNull();
	} );
} );
