/**
 * Sends the browser to a page an answer named, if it is one
 * (core/hashes/followable-redirect.ts): a `javascript:` or other URL is
 * never followed, and the caller hears that the shopper stayed.
 */
import { followableRedirect } from '../hashes/followable-redirect';

export function leaveFor( url: string ): boolean {
	const target = followableRedirect( url );
	if ( ! target ) {
		return false;
	}
	window.location.assign( target );
	return true;
}
