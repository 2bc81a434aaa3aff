/**
 * Code a page needs only once the shopper does something (a wallet sheet,
 * its order) is loaded then, not with the page: at the shopper's first
 * interaction (pointer, touch, key, wheel, scroll, focus, or a field
 * changed without any of those, as autofill does), or at once when it is asked for
 * before that. Loaded once; a failed load is tried again on the
 * next ask.
 */
const INTERACTIONS = [
	'pointermove',
	'pointerdown',
	'touchstart',
	'keydown',
	'wheel',
	'scroll',
	'focusin',
	'input',
	'change',
];

let acted = false;
const noteAction = () => {
	acted = true;
	INTERACTIONS.forEach( ( name ) =>
		window.removeEventListener( name, noteAction, true )
	);
};
INTERACTIONS.forEach( ( name ) =>
	window.addEventListener( name, noteAction, {
		capture: true,
		passive: true,
	} )
);

/**
 * Has the shopper done anything on this page yet? Until then nothing they
 * could change has changed: what the page printed is still current.
 */
export function shopperHasActed(): boolean {
	return acted;
}

export function whenShopperActs< T >(
	load: () => Promise< T >
): () => Promise< T > {
	let loading: Promise< T > | null = null;
	const get = (): Promise< T > =>
		( loading ||= load().catch( ( error ) => {
			loading = null;
			throw error;
		} ) );
	const start = () => {
		INTERACTIONS.forEach( ( name ) =>
			window.removeEventListener( name, start, true )
		);
		get().catch( () => {} );
	};
	INTERACTIONS.forEach( ( name ) =>
		window.addEventListener( name, start, { capture: true, passive: true } )
	);
	return get;
}
