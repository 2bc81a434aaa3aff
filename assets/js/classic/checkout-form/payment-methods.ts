/**
 * The payment method list: one payment box open at a time (230 ms slides),
 * the Place order button's text from the chosen method, and
 * `payment_method_selected` only when the choice changes. After the payment
 * area is replaced, the list comes back with the shopper's choice. Methods
 * limited to some billing countries are hidden and unticked elsewhere. A
 * gateway's own Place order button (`wc.customPlaceOrderButton`) shows
 * while it is chosen (./custom-buttons.ts).
 */
import { emit } from '../../core/dom/jquery-bridge';
import { isShownOrShowing, slideDown, slideUp } from '../../core/dom/slide';
import { all, delegate, isShown, setShown } from '../../core/dom/form-dom';
import { watchCustomPlaceOrderButtons } from './custom-buttons';

const RADIOS = 'input[name="payment_method"]';
const BOX_SLIDE_MS = 230;

export interface PaymentList {
	/** Re-reads the list after the payment area was replaced. */
	init: () => void;
	/** Hides the methods a billing country may not use, then re-inits. */
	filterByCountry: ( country: string ) => void;
}

/** Whether the method of this list item may be used from a billing country. */
export type CountryRule = ( item: HTMLElement, country: string ) => boolean;

export function startPaymentList(
	root: HTMLElement,
	allowedIn: CountryRule = () => true
): PaymentList {
	let selectedId: string | null = null;

	const radios = () => all< HTMLInputElement >( RADIOS, root );
	const boxFor = ( radio: HTMLInputElement ) =>
		root.querySelector< HTMLElement >( `div.payment_box.${ radio.id }` );

	function selected( radio: HTMLInputElement ): void {
		const boxes = all( 'div.payment_box', root );
		if ( all( '.payment_methods input.input-radio', root ).length > 1 ) {
			const target = boxFor( radio );
			// A box still sliding away counts as closed: a shopper who
			// comes back to a method at once gets its box back.
			if ( radio.checked && target && ! isShownOrShowing( target ) ) {
				boxes
					.filter(
						( box ) => box !== target && isShownOrShowing( box )
					)
					.forEach( ( box ) => slideUp( box, BOX_SLIDE_MS ) );
				slideDown( target, BOX_SLIDE_MS );
			}
		} else {
			boxes.forEach( ( box ) => setShown( box, true ) );
		}
		const button = document.querySelector< HTMLElement >( '#place_order' );
		if ( button ) {
			button.textContent =
				radio.dataset.order_button_text ||
				button.dataset.value ||
				button.textContent;
		}
		const id = radios().find( ( entry ) => entry.checked )?.id ?? null;
		if ( id !== selectedId ) {
			selectedId = id;
			emit( document.body, 'payment_method_selected' );
		}
	}

	function init(): void {
		const list = radios().filter( ( radio ) => {
			const item = radio.closest< HTMLElement >( 'li' );
			return ! item || isShown( item );
		} );
		if ( list.length === 1 ) {
			setShown( list[ 0 ], false );
		}
		const previous = selectedId
			? list.find( ( radio ) => radio.id === selectedId )
			: undefined;
		if ( previous ) {
			previous.checked = true;
		}
		let checked = list.find( ( radio ) => radio.checked );
		if ( ! checked && list[ 0 ] ) {
			checked = list[ 0 ];
			checked.checked = true;
		}
		if ( list.length > 1 ) {
			all( 'div.payment_box', root )
				.filter(
					( box ) =>
						! checked || ! box.classList.contains( checked.id )
				)
				.forEach( ( box ) => setShown( box, false ) );
		}
		checked?.click();
	}

	function filterByCountry( country: string ): void {
		for ( const radio of radios() ) {
			const item = radio.closest< HTMLElement >( 'li' );
			if ( ! item ) {
				continue;
			}
			const allowed = allowedIn( item, country );
			setShown( item, allowed );
			if ( ! allowed ) {
				radio.checked = false;
			}
		}
		init();
	}

	delegate< MouseEvent >( root, 'click', RADIOS, ( _event, radio ) =>
		selected( radio as HTMLInputElement )
	);
	init();
	watchCustomPlaceOrderButtons( root );
	return { init, filterByCountry };
}
