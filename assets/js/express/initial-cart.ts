/**
 * The sheet a page starts with when it printed no cart (the gateway's
 * params print none before its newest release: docs/server-contract.md):
 * one plain read of the Store API cart (a GET needs no nonce), in a small
 * chunk of its own loaded as the page opens, so drawing the buttons waits
 * neither for the whole session's code nor for the transport's. A cart
 * that cannot be read draws no buttons, as before.
 */
import { STORE_API_ROOT, restCookieHeaders } from '../core/api/store-api-root';
import { sheetFromCart } from '../core/express/cart-sheet';
import type { StoreCart } from '../core/express/cart-sheet';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings } from '../core/settings/types';

/** As long as the page's other reads may take (core/transport). */
const TIMEOUT_MS = 30000;

async function readCart(
	headers: Record< string, string >
): Promise< StoreCart | null > {
	const controller = new AbortController();
	const timer = setTimeout( () => controller.abort(), TIMEOUT_MS );
	const response = await window
		.fetch( `${ STORE_API_ROOT }/cart`, {
			credentials: 'same-origin',
			headers,
			signal: controller.signal,
		} )
		.catch( () => null );
	const cart = response?.ok
		? await response.json().catch( () => null )
		: null;
	clearTimeout( timer );
	return cart;
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
