/**
 * The product form's changes a page follows (the wallet buttons, the
 * pay-later message): the quantity, the chosen variation and deposit
 * options, in whichever form the page has (read-form.ts).
 *
 * - The quantity: typed (`input`, so a wallet tap cannot use the old
 *   amount: the buttons are blocked at its first key), or set by a
 *   stepper's − and + (the blocks' `wc-block-components-quantity-selector`
 *   buttons set the field and fire a `change` that does not bubble, so it
 *   is heard on its way down).
 * - The variation: WooCommerce's variation script fires
 *   `woocommerce_variation_has_changed`; the Add to Cart + Options block
 *   fires nothing, its store binds the hidden `variation_id` once the
 *   shopper's pill (a click) or dropdown (a change) choice has gone through
 *   it, so the choice is read after that (a frame later).
 * - Deposit options.
 */
import { listen } from '../dom/jquery-bridge';
import { BLOCK_FORM } from './block-form';

export type FormChange = 'quantity' | 'variation' | 'deposit';

export function watchProductForm(
	block: () => void,
	changed: ( what: FormChange ) => void
): void {
	const matches = ( event: Event, selector: string ) =>
		event.target instanceof Element && event.target.matches( selector );
	const quantity = ( event: Event ) => {
		if ( matches( event, '.quantity .qty' ) ) {
			block();
			changed( 'quantity' );
		}
	};
	document.addEventListener( 'input', quantity );
	document.addEventListener(
		'change',
		( event ) => {
			// Typing fired `input` already; a stepper fires only this.
			if ( ! event.bubbles ) {
				quantity( event );
			}
		},
		true
	);
	document.addEventListener( 'change', ( event ) => {
		if (
			matches(
				event,
				'input[name="wc_deposit_option"], input[name="wc_deposit_payment_plan"]'
			)
		) {
			changed( 'deposit' );
		} else if (
			matches( event, `${ BLOCK_FORM } select[name^="attribute_"]` )
		) {
			requestAnimationFrame( () => changed( 'variation' ) );
		}
	} );
	// A pill is a radio: a click on the chosen one clears it, with no
	// `change`.
	document.addEventListener( 'click', ( event ) => {
		if ( matches( event, `${ BLOCK_FORM } input[name^="attribute_"]` ) ) {
			requestAnimationFrame( () => changed( 'variation' ) );
		}
	} );
	listen( document.body, 'woocommerce_variation_has_changed', () =>
		changed( 'variation' )
	);
}
