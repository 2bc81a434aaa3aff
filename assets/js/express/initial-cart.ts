/**
 * The sheet a page starts with when it printed no cart (the gateway's
 * params print none before its newest release: docs/server-contract.md):
 * the Store API cart, in a small chunk of its own loaded as the page opens.
 *
 * It is read through apiFetch, WordPress's REST client, so that the cart
 * our plugin preloads into the page (apiFetch's preloading middleware,
 * includes/preloaded-cart.php, as WooCommerce preloads its block checkout's
 * cart) answers at once; without it, apiFetch asks the shop, with
 * WordPress's root and the shopper's REST nonce (without the nonce
 * WooCommerce takes a logged-in shopper for a guest and drops their
 * session). The ask has the transport's time limit. A cart that cannot be
 * read draws no buttons, as before.
 */
import apiFetch from '@wordpress/api-fetch';
import { STORE_API_ROUTE, restCookieHeaders } from '../core/api/store-api-root';
import { DEFAULT_TIMEOUT_MS } from '../core/transport/timeout';
import { sheetFromCart } from '../core/express/cart-sheet';
import type { StoreCart } from '../core/express/cart-sheet';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings } from '../core/settings/types';

function readCart(
	headers: Record< string, string >
): Promise< StoreCart | null > {
	const limit = new AbortController();
	const timer = setTimeout( () => limit.abort(), DEFAULT_TIMEOUT_MS );
	return apiFetch< StoreCart >( {
		path: `${ STORE_API_ROUTE }/cart`,
		headers,
		signal: limit.signal,
	} )
		.catch( () => null )
		.finally( () => clearTimeout( timer ) );
}

export async function initialCartSheet(
	settings: ExpressSettings
): Promise< SheetData | null > {
	const cart = await readCart( restCookieHeaders( settings.nonces.wpRest ) );
	if ( ! cart?.totals ) {
		return null;
	}
	const sheet = sheetFromCart( cart, settings.currencyDecimals );
	return sheet.amount > 0 || settings.hasFreeTrial ? sheet : null;
}
