/**
 * The drawer's Store API calls: the cart, and removing a line with the
 * Store API `Nonce` (the page's, then each answer's), under WordPress's
 * REST root as the page announces it.
 */
const root = () =>
	document.querySelector< HTMLLinkElement >(
		'link[rel="https://api.w.org/"]'
	)?.href || '/wp-json/';

let nonce =
	(
		window as unknown as {
			wcBlocksMiddlewareConfig?: { storeApiNonce?: string };
		}
	 ).wcBlocksMiddlewareConfig?.storeApiNonce || '';

async function call( path: string, body?: unknown ): Promise< any > {
	// `/wp-json/` or `/?rest_route=/`: the route follows either.
	const response = await fetch( `${ root() }wc/store/v1${ path }`, {
		method: body ? 'POST' : 'GET',
		credentials: 'same-origin',
		headers: {
			'Content-Type': 'application/json',
			...( body ? { Nonce: nonce } : {} ),
		},
		body: body ? JSON.stringify( body ) : undefined,
	} );
	nonce = response.headers.get( 'Nonce' ) || nonce;
	return response.ok ? response.json() : null;
}

export const readCart = () => call( '/cart' );

export const removeLine = ( key: string ) =>
	call( '/cart/remove-item', { key } );
