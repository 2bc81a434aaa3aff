/**
 * ACH Direct Debit in the Payment Element: the shopper connects their bank
 * through Financial Connections (a dialog in the double: a test
 * institution's accounts, one of which Stripe documents as failing once
 * debited) or, as the fallback, types the routing and account numbers by
 * hand, which Stripe verifies with micro-deposits.
 */
import { openDialog } from './modal';
import type { MethodWidget } from './method-widgets';

type Choice = 'fca_success' | 'fca_failing' | 'manual' | 'cancel';

export function bankConnect( onChange: () => void ): MethodWidget {
	let linked = '';
	const node = document.createElement( 'div' );
	node.className = 'stripe-double-bank-connect';
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.textContent = 'Connect your bank account';
	const status = document.createElement( 'p' );
	const manual = document.createElement( 'div' );
	manual.hidden = true;
	const field = ( name: string, label: string ) => {
		const id = `stripe-double-ach-${ name }`;
		const wrap = document.createElement( 'div' );
		wrap.innerHTML = `<label for="${ id }">${ label }</label>`;
		const input = document.createElement( 'input' );
		input.id = id;
		input.name = name;
		input.addEventListener( 'input', onChange );
		wrap.append( input );
		manual.append( wrap );
		return input;
	};
	const routing = field( 'routing_number', 'Routing number' );
	const account = field( 'account_number', 'Account number' );
	button.addEventListener( 'click', async () => {
		const choice = await openDialog< Choice >( {
			label: 'Financial Connections',
			heading: 'Link your bank account',
			text: 'StripeBank (test institution): choose an account.',
			buttons: [
				{ label: 'Checking •••• 6789', value: 'fca_success' },
				{ label: 'Checking •••• 1116 (fails)', value: 'fca_failing' },
				{
					label: 'Enter bank details manually instead',
					value: 'manual',
				},
				{ label: 'Cancel', value: 'cancel' },
			],
		} );
		if ( choice === 'cancel' ) {
			return;
		}
		linked = choice === 'manual' ? '' : choice;
		manual.hidden = choice !== 'manual';
		status.textContent = linked
			? `Connected: StripeBank checking •••• ${
					linked === 'fca_success' ? '6789' : '1116'
				}`
			: 'Micro-deposits will verify this account in 1–2 business days.';
		onChange();
	} );
	node.append( button, status, manual );
	const typed = () =>
		routing.value.replace( /\D/g, '' ).length === 9 &&
		account.value.replace( /\D/g, '' ).length >= 4;
	return {
		node,
		type: () => null,
		values: (): Record< string, string > => {
			if ( linked ) {
				return { financial_connections_account: linked };
			}
			return manual.hidden
				? {}
				: {
						routing_number: routing.value,
						account_number: account.value,
					};
		},
		incomplete: () =>
			linked || ( ! manual.hidden && typed() )
				? null
				: {
						code: 'incomplete_bank_account',
						message: 'Please connect your bank account.',
					},
	};
}
