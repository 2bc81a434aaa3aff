/**
 * The buttons' container and its "— OR —" separator stay hidden until a
 * wallet reports it can pay, and whenever the page says there is nothing
 * to buy (an unavailable variation, product data that failed to load).
 *
 * Where the gateway keeps the buttons' height free (product and cart
 * pages print an empty `.wc-stripe-express-checkout-reserve` box, one
 * button row per wallet offered, just before the container, so it is
 * there at the first paint), the buttons appear all at once when every
 * wallet has answered, in the same frame as the box goes: nothing below
 * them moves. A wallet the browser lacks leaves its row out, so the spare
 * space closes once; with no wallet at all the box goes as the last one
 * answers. A wallet slower than `WAIT_FOR_ALL_MS` after the first one is
 * not waited for.
 */
import { keptSpaceBefore } from '../core/express/kept-space';

export interface Visibility {
	/** How many wallet elements will answer. */
	expect: ( count: number ) => void;
	/** A wallet reported it can pay here. */
	available: () => void;
	/** A wallet cannot pay here, or failed to load. */
	unavailable: () => void;
	/** No wallet will answer (Stripe.js or the page's data is missing). */
	none: () => void;
	/** The page lets the buttons show (true) or hides them (false). */
	allow: ( allowed: boolean ) => void;
}

export const WAIT_FOR_ALL_MS = 2000;

export function createVisibility( container: HTMLElement ): Visibility {
	// Either of the gateway's: its Express Checkout Element's, or its
	// legacy Payment Request Button's.
	const separator = document.querySelector< HTMLElement >(
		'#wc-stripe-express-checkout-button-separator,#wc-stripe-payment-request-button-separator'
	);
	let placeholder = keptSpaceBefore( container );
	let expected = 0;
	let answered = 0;
	let available = false;
	let settled = ! placeholder;
	let allowed = true;
	let timer = 0;

	const apply = () => {
		const display = available && allowed && settled ? '' : 'none';
		container.style.display = display;
		if ( separator ) {
			separator.style.display = display;
		}
	};
	const settle = () => {
		window.clearTimeout( timer );
		settled = true;
		// In the same frame as the buttons appear: no gap, no overlap.
		placeholder?.remove();
		placeholder = null;
		apply();
	};
	const answer = () => {
		answered++;
		if ( ! settled && answered >= expected ) {
			settle();
		}
	};
	return {
		expect( count ) {
			expected = count;
			answered = 0;
		},
		available() {
			if ( ! available && ! settled ) {
				timer = window.setTimeout( settle, WAIT_FOR_ALL_MS );
			}
			available = true;
			apply();
			answer();
		},
		unavailable: answer,
		none: settle,
		allow( next ) {
			allowed = next;
			apply();
		},
	};
}
