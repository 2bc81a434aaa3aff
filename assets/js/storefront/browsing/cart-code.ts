/**
 * The code that talks to the shop about the cart (add, remove, refresh the
 * fragments) is one chunk, loaded the first time it is needed: on the
 * shopper's first cart action, or when the mini cart must be fetched again.
 * A failed load may be tried again.
 */
type CartCode = typeof import( './actions' );

let loading: Promise< CartCode > | null = null;

export function loadCartCode(): Promise< CartCode > {
	loading ??= import( /* webpackChunkName: "actions" */ './actions' ).catch(
		( error ) => {
			loading = null;
			throw error;
		}
	);
	return loading;
}
