/**
 * The wallet buttons' status line, just after their container: why a tap
 * is waiting (the total being updated, an earlier order being checked) or
 * why the total could not be read. A polite live region, so a screen
 * reader announces it without cutting in; it is in the page, empty, before
 * its first message, as live regions must be to be heard. It is not inside
 * the container, which says it is busy (`aria-busy`) while held, and a
 * busy region's news may go unannounced. When the cart page's totals are
 * drawn again the container moves into the new ones: the line follows it
 * (`say('')` as the cart changes puts it back beside the buttons). Once it
 * has shown a message it keeps that height when emptied, so nothing below
 * the buttons moves back up.
 */
export type TapStatus = ( message: string ) => void;

export function createTapStatus( container: HTMLElement ): TapStatus {
	const line = document.createElement( 'div' );
	line.className = 'wc-stripe-express-checkout-status';
	line.setAttribute( 'role', 'status' );
	line.setAttribute( 'aria-live', 'polite' );
	container.after( line );
	return ( message ) => {
		if ( line.previousElementSibling !== container ) {
			container.after( line );
		}
		if ( ! message && line.textContent ) {
			line.style.minHeight = `${ line.offsetHeight }px`;
		}
		// Nothing to say of buttons the shopper cannot see.
		line.textContent = container.style.display === 'none' ? '' : message;
	};
}
