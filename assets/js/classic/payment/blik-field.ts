/**
 * The BLIK code field checks itself as the shopper types (blik-check.ts,
 * loaded when the shopper first types there: most shoppers never do).
 */
import { delegate } from '../../core/dom/form-dom';

export function watchBlikCode(): void {
	// On the document, so this runs after the form's own validation, which
	// sets a field's state on input and focusout.
	for ( const type of [ 'input', 'focusout' ] ) {
		delegate( document, type, '#wc-stripe-blik-code', ( _event, field ) =>
			import( './blik-check' ).then( ( { checkBlikField } ) =>
				checkBlikField( field )
			)
		);
	}
}
