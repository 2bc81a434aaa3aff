/**
 * The screen-reader status region WooCommerce keeps for cart messages
 * ("… has been added to your cart"), created when the page has none.
 */
const REGION = '.widget_shopping_cart_live_region';
export const ANNOUNCE_DELAY_MS = 1000;

function region(): HTMLElement {
	let found = document.querySelector< HTMLElement >( REGION );
	if ( ! found ) {
		found = document.createElement( 'div' );
		found.className = 'widget_shopping_cart_live_region screen-reader-text';
		found.setAttribute( 'role', 'status' );
		document.body.appendChild( found );
	}
	return found;
}

export function clearAnnouncement(): void {
	const live = region();
	live.textContent = '';
	live.removeAttribute( 'aria-relevant' );
}

/** Announced after a delay, once the page's own changes have settled. */
export function announce( message: string ): void {
	if ( ! message ) {
		return;
	}
	window.setTimeout( () => {
		const live = region();
		live.setAttribute( 'aria-relevant', 'all' );
		live.textContent = message;
	}, ANNOUNCE_DELAY_MS );
}
