/**
 * Which REST route a request asks for, as WordPress finds it
 * (`rest_api_loaded()`): the `rest_route` query variable, which works
 * whatever the permalinks, or with pretty permalinks a path under
 * `/wp-json/`. The shop's routers read REST requests by their `/wp-json/`
 * path, so a `?rest_route=` request is given that path; with plain
 * permalinks a `/wp-json/` path is no route at all (WordPress's 404 page).
 *
 * Follows: WordPress wp-includes/rest-api.php rest_api_loaded(),
 * rest_api_register_rewrites().
 */
export const REST_PREFIX = '/wp-json';

export function restRequestUrl(
	url: URL,
	plainPermalinks: boolean
): URL | null {
	const route = url.searchParams.get( 'rest_route' );
	if ( route !== null ) {
		const rewritten = new URL( url.href );
		rewritten.pathname = REST_PREFIX + route;
		rewritten.searchParams.delete( 'rest_route' );
		return rewritten;
	}
	if (
		plainPermalinks &&
		( url.pathname === REST_PREFIX ||
			url.pathname.startsWith( `${ REST_PREFIX }/` ) )
	) {
		return null;
	}
	return url;
}
