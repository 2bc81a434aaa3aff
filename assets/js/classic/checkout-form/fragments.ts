/**
 * The order review answer's fragments replace their page areas (review
 * table, payment area). What the shopper already entered there survives: the
 * terms box and every payment field with an id keep their values, as in
 * WooCommerce (a restored field tells its listeners with `change`). An area
 * whose markup did not change is left alone.
 */
import { nodesFromServerHtml } from '../../core/dom/server-html';

type PaymentInput = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function paymentInputs(): PaymentInput[] {
	return Array.from(
		document.querySelectorAll< PaymentInput >(
			'.payment_box input[id], .payment_box select[id], .payment_box textarea[id]'
		)
	);
}

const isToggle = ( input: PaymentInput ) =>
	input instanceof HTMLInputElement &&
	( input.type === 'checkbox' || input.type === 'radio' );

export function createFragmentApplier() {
	let last: Record< string, string > = {};

	return function applyFragments( fragments: Record< string, string > ) {
		const terms =
			document.querySelector< HTMLInputElement >( '#terms' )?.checked;
		const entered = new Map< string, string | boolean >();
		for ( const input of paymentInputs() ) {
			entered.set(
				input.id,
				isToggle( input )
					? ( input as HTMLInputElement ).checked
					: input.value
			);
		}

		for ( const [ selector, html ] of Object.entries( fragments ) ) {
			if ( last[ selector ] === html ) {
				continue;
			}
			let target: Element | null = null;
			try {
				target = document.querySelector( selector );
			} catch {
				// A key that is not a selector replaces nothing.
			}
			target?.replaceWith( ...nodesFromServerHtml( html ) );
		}
		last = { ...fragments };

		if ( terms ) {
			const box = document.querySelector< HTMLInputElement >( '#terms' );
			if ( box ) {
				box.checked = true;
			}
		}
		for ( const input of paymentInputs() ) {
			if ( ! entered.has( input.id ) ) {
				continue;
			}
			const value = entered.get( input.id );
			const before = isToggle( input )
				? ( input as HTMLInputElement ).checked
				: input.value;
			if ( value === before ) {
				continue;
			}
			if ( isToggle( input ) ) {
				( input as HTMLInputElement ).checked = value === true;
			} else if (
				input instanceof HTMLSelectElement ||
				input.value === ''
			) {
				// A value the shop filled in itself is kept.
				input.value = String( value );
			} else {
				continue;
			}
			input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		}
	};
}
