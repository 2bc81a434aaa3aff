/**
 * Saved payment methods in a Stripe payment box (WooCommerce's tokenization
 * form): with none chosen the last saved one is chosen; "Use a new payment
 * method" shows the new-method form and the save box, a saved one hides
 * them; the save box shows for logged-in shoppers, for those creating an
 * account, or when registration is required, and only for methods that can
 * be saved (the others print no save box).
 */
import { setShown } from '../../core/dom/form-dom';

function syncList( list: HTMLElement, canSave: () => boolean ): void {
	const box = list.closest< HTMLElement >( '.payment_box' );
	if ( ! box ) {
		return;
	}
	const inputs = Array.from(
		list.querySelectorAll< HTMLInputElement >(
			'.woocommerce-SavedPaymentMethods-tokenInput'
		)
	);
	if ( list.dataset.count === '0' ) {
		list.querySelector( '.woocommerce-SavedPaymentMethods-new' )?.remove();
	}
	if ( inputs.length && ! inputs.some( ( input ) => input.checked ) ) {
		inputs[ inputs.length - 1 ].checked = true;
	}
	const chosen = inputs.find( ( input ) => input.checked );
	const isNew = ! chosen || chosen.value === 'new';
	box.querySelectorAll< HTMLElement >( '.wc-payment-form' ).forEach(
		( form ) => setShown( form, isNew )
	);
	syncSaveBoxes( box, isNew && canSave() );
}

function syncSaveBoxes( root: ParentNode, shown: boolean ): void {
	root.querySelectorAll< HTMLElement >(
		'.woocommerce-SavedPaymentMethods-saveNew'
	).forEach( ( row ) => {
		const holder = row.closest< HTMLElement >( 'fieldset' ) || row;
		// A box the gateway hides and ticks itself (adding a method) stays so.
		if ( ! holder.hasAttribute( 'data-forced' ) ) {
			setShown( holder, shown );
		}
	} );
}

export function startSavedMethods(
	form: HTMLElement,
	options: { isLoggedIn: boolean; registrationRequired: boolean }
): () => void {
	const canSave = () =>
		options.isLoggedIn ||
		options.registrationRequired ||
		!! document.querySelector< HTMLInputElement >( 'input#createaccount' )
			?.checked;

	function syncAll(): void {
		const lists = Array.from(
			form.querySelectorAll< HTMLElement >(
				'ul.woocommerce-SavedPaymentMethods'
			)
		);
		lists.forEach( ( list ) => syncList( list, canSave ) );
		// Boxes of methods with no saved list follow the same rule.
		form.querySelectorAll< HTMLElement >( '.payment_box' ).forEach(
			( box ) => {
				if (
					! box.querySelector( 'ul.woocommerce-SavedPaymentMethods' )
				) {
					syncSaveBoxes( box, canSave() );
				}
			}
		);
	}

	form.addEventListener( 'change', ( event ) => {
		const target = event.target as Element;
		if (
			target.matches?.(
				'.woocommerce-SavedPaymentMethods-tokenInput, input#createaccount'
			)
		) {
			syncAll();
		}
	} );
	syncAll();
	return syncAll;
}
