/**
 * The cart a Store API cart token names. WooCommerce's token is a JSON Web
 * Token whose payload's `user_id` is the key of the cart's session. The
 * browser cannot check its signature, and does not need to: it only
 * compares the cart each answer says it worked on with the cart it meant.
 */
export function cartKeyOf( token: string | null | undefined ): string | null {
	const payload = ( token || '' ).split( '.' )[ 1 ];
	if ( ! payload ) {
		return null;
	}
	try {
		const base64 = payload.replace( /-/g, '+' ).replace( /_/g, '/' );
		const json = JSON.parse( window.atob( base64 ) );
		const key = json?.user_id;
		return ( typeof key === 'string' || typeof key === 'number' ) &&
			String( key )
			? String( key )
			: null;
	} catch {
		return null;
	}
}
