/**
 * Parts of the Payment Element beyond plain fields: Link's sign-in inside
 * the card form, ACH's bank connection, and the notes Stripe shows for
 * methods whose details come later (ACSS's mandate dialog, redirects).
 */
import { bankConnect } from './bank-connect';
import { linkOption } from './link-option';

export interface MethodWidget {
	node: HTMLElement;
	/** The type the element pays with now, when the widget decides it. */
	type: () => string | null;
	values: () => Record< string, string >;
	incomplete: () => { code: string; message: string } | null;
}

export function widgetFor(
	type: string,
	groupTypes: string[],
	onChange: () => void
): MethodWidget | null {
	if ( type === 'card' && groupTypes.includes( 'link' ) ) {
		return linkOption( onChange );
	}
	if ( type === 'us_bank_account' ) {
		return bankConnect( onChange );
	}
	return null;
}

export const ACSS_NOTE =
	'Your bank account and the pre-authorized debit agreement are collected when you pay.';
