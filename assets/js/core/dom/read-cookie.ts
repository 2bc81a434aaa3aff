/** One cookie's value from `document.cookie` (undecoded), or null. */
export function readCookie(
	name: string,
	cookies: string = document.cookie
): string | null {
	for ( const pair of cookies.split( ';' ) ) {
		const index = pair.indexOf( '=' );
		if ( index > 0 && pair.slice( 0, index ).trim() === name ) {
			return pair.slice( index + 1 ).trim();
		}
	}
	return null;
}
