/**
 * The apiFetch middleware WooCommerce's blocks add for the Store API
 * besides the nonce (api.ts keeps that): a write to the Store API asks for
 * the site's locale (`_locale=site`), not the user's that WordPress's own
 * middleware adds to every request.
 *
 * Follows: woocommerce plugins/woocommerce/client/blocks/assets/js/
 * middleware/remove-user-locale.ts and store-api-nonce.js
 * isStoreApiRequest().
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';

/** `addQueryArgs( url, { _locale: 'site' } )`. */
function withSiteLocale( url: string ): string {
	const [ base, query = '' ] = url.split( '?' );
	const args = new URLSearchParams( query );
	args.set( '_locale', 'site' );
	return `${ base }?${ args }`;
}

/** `isStoreApiRequest()`: a Store API write. */
const isStoreApiWrite = ( options: APIFetchOptions ) => {
	const url = options.url || options.path;
	return (
		!! url &&
		!! options.method &&
		options.method !== 'GET' &&
		/wc\/store\/v1\//.test( url )
	);
};

apiFetch.use( ( options, next ) => {
	if ( isStoreApiWrite( options ) ) {
		if ( typeof options.url === 'string' ) {
			options.url = withSiteLocale( options.url );
		}
		if ( typeof options.path === 'string' ) {
			options.path = withSiteLocale( options.path );
		}
	}
	return next( options );
} );
