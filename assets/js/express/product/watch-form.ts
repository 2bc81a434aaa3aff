/**
 * The product form's changes the buttons follow: the quantity (the buttons
 * are blocked at its first key, so a click cannot use the old amount; the
 * product source reads it once the typing pauses), the chosen variation
 * (WooCommerce's variation script fires `woocommerce_variation_has_changed`),
 * and deposit options.
 */
import { listen } from '../../core/dom/jquery-bridge';
import type { PageSource } from '../page-source';

type Change = Parameters< NonNullable< PageSource[ 'formChanged' ] > >[ 0 ];

export function watchProductForm(
	block: () => void,
	changed: ( what: Change ) => void
): void {
	const matches = ( event: Event, selector: string ) =>
		event.target instanceof Element && event.target.matches( selector );
	document.addEventListener( 'input', ( event ) => {
		if ( matches( event, '.quantity .qty' ) ) {
			block();
			changed( 'quantity' );
		}
	} );
	document.addEventListener( 'change', ( event ) => {
		if (
			matches(
				event,
				'input[name="wc_deposit_option"], input[name="wc_deposit_payment_plan"]'
			)
		) {
			changed( 'deposit' );
		}
	} );
	listen( document.body, 'woocommerce_variation_has_changed', () =>
		changed( 'variation' )
	);
}
