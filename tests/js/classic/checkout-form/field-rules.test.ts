/**
 * The classic form's field rules: required (empty, or an unticked
 * checkbox), email (a standard address pattern, checked only when filled
 * in), phone (digits, whitespace and # _ - + / ( ) . only).
 */
import {
	fieldProblems,
	isValidEmail,
	isValidPhone,
} from '../../../../assets/js/classic/checkout-form/field-rules';

const none = { required: false, email: false, phone: false };

describe( 'An empty value or an unticked checkbox marks a required field invalid', () => {
	it( 'flags an empty required value, and only a required one', () => {
		expect(
			fieldProblems( '', null, { ...none, required: true } )
		).toEqual( [ 'required-field' ] );
		expect( fieldProblems( '', null, none ) ).toEqual( [] );
		expect(
			fieldProblems( 'x', null, { ...none, required: true } )
		).toEqual( [] );
	} );

	it( 'flags an unticked required checkbox whatever its value', () => {
		expect(
			fieldProblems( 'on', false, { ...none, required: true } )
		).toEqual( [ 'required-field' ] );
		expect(
			fieldProblems( 'on', true, { ...none, required: true } )
		).toEqual( [] );
	} );
} );

describe( 'Email uses a standard address pattern, checked only when not empty', () => {
	it.each( [ 'erika@example.com', 'a.b+c@sub.example.de', 'ü@exämple.de' ] )(
		'accepts %s',
		( value ) => expect( isValidEmail( value ) ).toBe( true )
	);
	it.each( [
		'erika',
		'erika@',
		'@example.com',
		'erika@example',
		'a b@c.de',
	] )( 'rejects %s', ( value ) =>
		expect( isValidEmail( value ) ).toBe( false )
	);
	it( 'leaves an empty optional email alone', () => {
		expect( fieldProblems( '', null, { ...none, email: true } ) ).toEqual(
			[]
		);
		expect(
			fieldProblems( 'nope', null, { ...none, email: true } )
		).toEqual( [ 'email' ] );
	} );
} );

describe( 'Phone allows only digits, whitespace and # _ - + / ( ) .', () => {
	it.each( [ '+49 30 1234567', '(030) 123-45.67', '#12_34/5', '' ] )(
		'accepts %s',
		( value ) => expect( isValidPhone( value ) ).toBe( true )
	);
	it.each( [ '030 CALL ME', '12,34', '+49*30' ] )( 'rejects %s', ( value ) =>
		expect( isValidPhone( value ) ).toBe( false )
	);
	it( 'reports required and phone problems together', () => {
		expect(
			fieldProblems( 'abc', null, {
				required: true,
				email: false,
				phone: true,
			} )
		).toEqual( [ 'phone' ] );
	} );
} );
