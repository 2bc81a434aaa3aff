/**
 * sourcebuster's cookies in the browser: read decoded, written encoded for
 * the site's domain and its subdomains (`domain=.<host>`, without `www.`),
 * as sourcebuster sets them, so both write the very same cookies.
 */
import { SBJS_NAMES, decodeValue, encodeValue } from './sbjs-format';
import type { CookieWrite } from './visit';
import { readCookie } from '../../core/dom/read-cookie';

export function readSbjsCookies(): Record< string, string | null > {
	const found: Record< string, string | null > = {};
	for ( const name of SBJS_NAMES ) {
		const raw = readCookie( name );
		found[ name ] = raw === null ? null : decodeValue( raw );
	}
	return found;
}

const domain = () => window.location.hostname.replace( 'www.', '' );

// Names are `sbjs_` and a word: nothing in them to encode.
export function writeSbjsCookie( { name, value, minutes }: CookieWrite ): void {
	// No lifetime (WooCommerce's default is a tiny one) → a session cookie.
	const expires = minutes
		? `; expires=${ new Date(
				Date.now() + minutes * 60 * 1000
			).toUTCString() }`
		: '';
	document.cookie = `${ name }=${ encodeValue( value ) }${ expires };domain=.${ domain() }; path=/`;
}

/** Consent withdrawn: every sourcebuster cookie expires. */
export function removeSbjsCookies(): void {
	for ( const name of SBJS_NAMES ) {
		document.cookie = `${ name }=; path=/; max-age=-999; domain=.${ window.location.hostname };`;
	}
}
