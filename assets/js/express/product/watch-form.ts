/**
 * The product form's changes the buttons follow: the quantity (after a
 * 250 ms pause; the buttons are blocked at once so a click cannot use the
 * old amount), the chosen variation (WooCommerce's variation script fires
 * `woocommerce_variation_has_changed`), and deposit options.
 */
import { listen } from '../../core/dom/jquery-bridge';
import type { PageSource } from '../page-source';

export const QUANTITY_DEBOUNCE_MS = 250;

type Change = Parameters< NonNullable< PageSource[ 'formChanged' ] > >[ 0 ];

export function watchProductForm(
	block: () => void,
	changed: ( what: Change ) => void
): void {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const matches = ( event: Event, selector: string ) =>
		event.target instanceof Element && event.target.matches( selector );
	document.addEventListener( 'input', ( event ) => {
		if ( matches( event, '.quantity .qty' ) ) {
			block();
			clearTimeout( timer );
			timer = setTimeout(
				() => changed( 'quantity' ),
				QUANTITY_DEBOUNCE_MS
			);
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
