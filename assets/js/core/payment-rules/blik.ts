/**
 * SPEC §5 "BLIK code must be six digits, otherwise 'BLIK Code is invalid';
 * when empty, invalid styling is removed."
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
