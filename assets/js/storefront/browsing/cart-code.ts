/**
 * The code that adds to and removes from the cart is one chunk, loaded on
 * the shopper's first cart action. A failed load may be tried again.
 */
type CartCode = typeof import( './actions' );

let loading: Promise< CartCode > | null = null;

export function loadCartCode(): Promise< CartCode > {
	loading ??= import( './actions' ).catch( ( error ) => {
		loading = null;
		throw error;
	} );
	return loading;
}
