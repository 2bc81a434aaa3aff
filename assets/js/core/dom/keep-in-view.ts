/**
 * Notices arrive without pushing what the shopper is looking at. A notice
 * (or a field's error) put above the part of the page in view would move
 * that part down in front of the shopper, who may be about to tap it.
 * `keepInView( change )` notes where the element the shopper is looking
 * at sits in the window, makes the change, and scrolls by as much as that
 * element moved, in the same frame: what the shopper sees
 * stays where it was. The page then scrolls to its notices as usual (a
 * scroll the page asks for, started on the next frame: see scroll.ts).
 * Browsers do this themselves for content added above the window (scroll
 * anchoring) but not always (at the top of the page, or when the element
 * they anchored to is replaced).
 */
/**
 * What the shopper may be looking at, most likely first: the focused
 * element when it is in view, then the element at the window's centre.
 * The first one still on the page after the change is the one kept still
 * (the change may remove the focused notice).
 */
function lookedAt( page: Document ): Element[] {
	const inView = ( element: Element | null ): element is Element => {
		const rect = element?.getBoundingClientRect();
		return (
			!! rect &&
			rect.height > 0 &&
			rect.bottom > 0 &&
			rect.top < window.innerHeight
		);
	};
	const focused = page.activeElement;
	const centre =
		page.elementFromPoint?.(
			window.innerWidth / 2,
			window.innerHeight / 2
		) || null;
	return [ focused !== page.body ? focused : null, centre ].filter( inView );
}

export function keepInView< T >( change: () => T ): T {
	const candidates = lookedAt( document ).map( ( element ) => ( {
		element,
		top: element.getBoundingClientRect().top,
	} ) );
	const result = change();
	const anchor = candidates.find( ( { element } ) => element.isConnected );
	if ( anchor ) {
		const moved = anchor.element.getBoundingClientRect().top - anchor.top;
		if ( Math.abs( moved ) >= 1 ) {
			window.scrollTo( {
				top: window.scrollY + moved,
				behavior: 'instant',
			} );
		}
	}
	return result;
}
