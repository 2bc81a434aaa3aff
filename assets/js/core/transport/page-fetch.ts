/** What every call to the shop shares (./send.ts, ./refreshed-fragments.ts). */
export const FORM_CONTENT_TYPE =
	'application/x-www-form-urlencoded; charset=UTF-8';

/** The page's fetch, looked up at call time so tests can replace it. */
export const pageFetch: typeof fetch = ( ...args ) => window.fetch( ...args );
