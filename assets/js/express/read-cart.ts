/**
 * The shopper's cart as the sheet shows it, read from the Store API: after
 * WooCommerce updated the cart or the checkout, and on pages that printed
 * no cart of their own. A cart with nothing to pay shows no buttons (null);
 * a read without a usable answer fails with the transport's message.
 */
import { createStoreApi, restCookieHeaders } from '../core/api/store-api';
import type { ReadAnswer } from '../core/express/amount-reads';
import { sheetFromCart } from '../core/express/cart-sheet';
import type { StoreCart } from '../core/express/cart-sheet';
import type { SheetData } from '../core/express/sheet-data';
import { networkErrorMessage } from '../core/messages/network';
import type { ExpressSettings } from '../core/settings/types';
import type { Transport } from '../core/transport/types';

export async function cartSheet(
	settings: ExpressSettings,
	transport: Transport
): Promise< ReadAnswer< SheetData | null > > {
	const answer = await createStoreApi(
		{
			nonce: settings.nonces.wcStoreApi,
			headers: restCookieHeaders( settings.nonces.wpRest ),
		},
		transport
	).getCart< StoreCart >();
	if ( ! answer.ok ) {
		return answer;
	}
	if ( ! answer.data?.totals ) {
		// Not a cart: as unreadable as a broken answer.
		return { ok: false, message: networkErrorMessage( 'other' ) };
	}
	const sheet = sheetFromCart( answer.data, settings.currencyDecimals );
	return {
		ok: true,
		value: sheet.amount > 0 || settings.hasFreeTrial ? sheet : null,
	};
}
