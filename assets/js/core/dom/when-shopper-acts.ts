/**
 * Code a page needs only once the shopper does something (a wallet sheet,
 * its order) is loaded then, not with the page: at the shopper's own first
 * input (pointer, touch, key, wheel, or a field the browser changed for them,
 * as autofill does), or at once when it is asked for before that. Loaded
 * once; a failed load is tried again on the next ask.
 *
 * Focus and scrolling are not the shopper acting: our own notices take the
 * focus and scroll into view as the page opens, and a page landed on with a
 * notice must not load its action code for that.
 */
const SHOPPER_INPUTS = [
	'pointermove',
	'pointerdown',
	'touchstart',
	'keydown',
	'wheel',
	'input',
	'change',
] as const;

/** Calls `act` once, at the shopper's first own input. */
function onFirstInput( act: () => void ): void {
	const heard = () => {
		SHOPPER_INPUTS.forEach( ( name ) =>
			window.removeEventListener( name, heard, true )
		);
		act();
	};
	SHOPPER_INPUTS.forEach( ( name ) =>
		window.addEventListener( name, heard, { capture: true, passive: true } )
	);
}

let acted = false;
onFirstInput( () => ( acted = true ) );

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
	onFirstInput( () => get().catch( () => {} ) );
	return get;
}
