/**
 * What WordPress prints right after some of its package scripts, as
 * `wp_default_packages_inline_scripts()` adds them: after `wp-api-fetch`,
 * the middlewares that give every `apiFetch()` the site's REST root and the
 * visitor's REST nonce (`wp_rest`), and where a fresh nonce is fetched.
 * Scripts take the REST nonce from `wp.apiFetch.nonceMiddleware.nonce`.
 *
 * Follows: WordPress wp-includes/script-loader.php
 * wp_default_packages_inline_scripts() (6.x–7.x).
 */
import type { Context } from '../context';
import { nonceFor } from './nonces';
import { WORDPRESS_NONCES } from './nonce-actions';
import { ADMIN_AJAX_PATH } from './admin-ajax';

/** The site's REST root, as `get_rest_url()` gives it. */
export const restRoot = ( ctx: Context ) =>
	ctx.state.settings.plainPermalinks
		? `${ ctx.origin }/?rest_route=/`
		: `${ ctx.origin }/wp-json/`;

export function inlineScriptAfter(
	ctx: Context,
	handle: string
): string | null {
	if ( handle !== 'wp-api-fetch' ) {
		return null;
	}
	return [
		`wp.apiFetch.use( wp.apiFetch.createRootURLMiddleware( ${ JSON.stringify(
			restRoot( ctx )
		) } ) );`,
		`wp.apiFetch.nonceMiddleware = wp.apiFetch.createNonceMiddleware( ${ JSON.stringify(
			nonceFor( ctx.state, ctx.session, WORDPRESS_NONCES.rest )
		) } );`,
		'wp.apiFetch.use( wp.apiFetch.nonceMiddleware );',
		'wp.apiFetch.use( wp.apiFetch.mediaUploadMiddleware );',
		`wp.apiFetch.nonceEndpoint = ${ JSON.stringify(
			`${ ctx.origin }${ ADMIN_AJAX_PATH }?action=rest-nonce`
		) };`,
	].join( '\n' );
}

/**
 * WordPress's REST API discovery link, printed in every page's head
 * (`rest_output_link_wp_head()`, wp-includes/rest-api.php).
 */
export const restDiscoveryLink = ( ctx: Context ) =>
	`<link rel="https://api.w.org/" href="${ restRoot( ctx ) }">`;
