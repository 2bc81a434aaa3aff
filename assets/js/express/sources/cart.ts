/**
 * Cart page and classic checkout: the sheet is the shopper's cart, read
 * from the Store API, and follows it whenever WooCommerce updates the cart
 * totals or the checkout. A cart with nothing to pay shows no buttons.
 */
import { listen } from '../../core/dom/jquery-bridge';
import { createStoreApi } from '../../core/api/store-api';
import { sheetFromCart } from '../../core/express/sheet-data';
import type { SheetData, StoreCart } from '../../core/express/sheet-data';
import type { ExpressSettings } from '../../core/settings/types';
import type { Transport } from '../../core/transport/types';
import type { PageSource } from '../page-source';

export function cartSource(
	settings: ExpressSettings,
	transport: Transport
): PageSource {
	const load = async (): Promise< SheetData | null > => {
		const answer = await createStoreApi(
			{ nonce: settings.nonces.wcStoreApi },
			transport
		).getCart< StoreCart >();
		if ( ! answer.ok || ! answer.data?.totals ) {
			return null;
		}
		const sheet = sheetFromCart(
			answer.data,
			settings.checkout.currencyDecimals
		);
		return sheet.amount > 0 || settings.hasFreeTrial ? sheet : null;
	};
	return {
		load,
		watch( control ) {
			const refresh = async () => {
				const sheet = await load();
				control.allow( !! sheet );
				if ( sheet ) {
					control.update( sheet );
				}
			};
			listen( document.body, 'updated_cart_totals', refresh );
			listen( document.body, 'updated_checkout', refresh );
		},
	};
}
