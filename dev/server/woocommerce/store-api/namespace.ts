/**
 * Where the Store API lives: its REST namespace, as a REST route
 * (`/wc/store/v1`, what apiFetch paths and batch requests name) and under
 * the site's REST prefix (`/wp-json/wc/store/v1`, what the browser asks).
 *
 * Follows: woocommerce src/StoreApi/RoutesController.php (namespace
 * `wc/store/v1`) and WordPress's `rest_get_url_prefix()` (`wp-json`).
 */
export const STORE_API_ROUTE = '/wc/store/v1';

export const STORE_API_PREFIX = `/wp-json${ STORE_API_ROUTE }`;
