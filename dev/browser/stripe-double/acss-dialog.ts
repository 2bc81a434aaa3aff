/**
 * Pre-authorized debit's mandate dialog, which Stripe.js opens when the
 * shopper confirms an ACSS payment: the agreement with the intent's
 * mandate options (payment schedule, transaction type), the bank account
 * (institution, transit and account numbers) and how to verify it:
 * instantly, or by micro-deposits. Closing it confirms nothing.
 */
import { createDialog } from './modal';
import type { StripeAnswer } from './api';

export interface AcssAcceptance {
	payment_method_data: Record< string, unknown >;
	verification: 'instant' | 'microdeposits';
}

function input( dialog: HTMLElement, name: string, label: string ) {
	const id = `stripe-double-acss-${ name }`;
	const row = document.createElement( 'p' );
	row.innerHTML = `<label for="${ id }">${ label }</label><br>`;
	const field = document.createElement( 'input' );
	field.id = id;
	row.append( field );
	dialog.append( row );
	return field;
}

export function acssMandate(
	intent: StripeAnswer
): Promise< AcssAcceptance | null > {
	const options =
		intent.payment_method_options?.acss_debit?.mandate_options || {};
	return new Promise( ( resolve ) => {
		const { backdrop, dialog } = createDialog( 'Pre-authorized debit' );
		dialog.style.maxWidth = '28rem';
		const heading = document.createElement( 'h2' );
		heading.textContent = 'Pre-authorized debit agreement';
		const terms = document.createElement( 'p' );
		terms.textContent = `You authorise this merchant to debit your account: ${
			options.payment_schedule || 'sporadic'
		} payments (${ options.interval_description || 'as agreed' }), ${
			options.transaction_type || 'personal'
		} account.`;
		dialog.append( heading, terms );
		const institution = input(
			dialog,
			'institution',
			'Institution number'
		);
		const transit = input( dialog, 'transit', 'Transit number' );
		const account = input( dialog, 'account', 'Account number' );
		const later = document.createElement( 'p' );
		later.innerHTML =
			'<label><input type="checkbox" id="stripe-double-acss-microdeposits"> Verify with micro-deposits instead</label>';
		dialog.append( later );
		const done = ( value: AcssAcceptance | null ) => {
			backdrop.remove();
			resolve( value );
		};
		const accept = document.createElement( 'button' );
		accept.type = 'button';
		accept.textContent = 'Accept and pay';
		accept.addEventListener( 'click', () =>
			done( {
				payment_method_data: {
					type: 'acss_debit',
					acss_debit: {
						institution_number: institution.value,
						transit_number: transit.value,
						account_number: account.value,
					},
				},
				verification: (
					dialog.querySelector(
						'#stripe-double-acss-microdeposits'
					) as HTMLInputElement
				 ).checked
					? 'microdeposits'
					: 'instant',
			} )
		);
		const cancel = document.createElement( 'button' );
		cancel.type = 'button';
		cancel.textContent = 'Cancel';
		cancel.addEventListener( 'click', () => done( null ) );
		dialog.append( accept, cancel );
		backdrop.append( dialog );
		document.body.append( backdrop );
		institution.focus();
	} );
}
