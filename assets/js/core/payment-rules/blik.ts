/**
 * A BLIK code is six digits; anything else is invalid with 'BLIK Code is
 * invalid'. An empty field is neither valid nor invalid: it shows no error.
 */
import { blikCodeInvalidMessage } from '../messages/payment-methods';

export const BLIK_CODE_LENGTH = 6;

export type BlikCodeState =
	| { state: 'empty' }
	| { state: 'valid' }
	| { state: 'invalid'; message: string };

export function validateBlikCode( code: string ): BlikCodeState {
	const value = ( code || '' ).trim();
	if ( value === '' ) {
		return { state: 'empty' };
	}
	return /^\d{6}$/.test( value )
		? { state: 'valid' }
		: { state: 'invalid', message: blikCodeInvalidMessage() };
}
