/**
 * The sheet a page starts with when it printed no cart (the gateway's
 * params print none before its newest release: docs/server-contract.md):
 * one plain read of the Store API cart (a GET needs no nonce), in a small
 * chunk of its own loaded as the page opens, so drawing the buttons waits
 * neither for the whole session's code nor for the transport's. A cart
 * that cannot be read draws no buttons, as before.
 */
import { restCookieHeaders, storeUrl } from '../core/api/store-api-root';
import { pageFetch, quietJson } from '../core/transport/send';
import { DEFAULT_TIMEOUT_MS } from '../core/transport/timeout';
import { sheetFromCart } from '../core/express/cart-sheet';
import type { StoreCart } from '../core/express/cart-sheet';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings } from '../core/settings/types';

/** The cart, through the one transport's bottom layer and its time limit. */
const readCart = ( headers: Record< string, string > ) =>
	quietJson< StoreCart >( pageFetch, {
		url: storeUrl( '/cart' ),
		method: 'GET',
		headers,
		timeoutMs: DEFAULT_TIMEOUT_MS,
	} );

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
