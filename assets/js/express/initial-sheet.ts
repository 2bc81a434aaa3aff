/**
 * The sheet product, cart and checkout pages start with, which the buttons
 * need before they can be drawn (Stripe wants the amount up front), from
 * what the page printed. A cart with nothing to pay shows no buttons.
 */
import { sheetFromPrinted } from '../core/express/sheet-data';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings } from '../core/settings/types';

/**
 * The printed sheet; undefined when a cart page printed none (it is read
 * from the Store API instead).
 */
export function printedSheet(
	settings: ExpressSettings
): SheetData | null | undefined {
	if ( settings.isProductPage ) {
		return settings.product ? sheetFromPrinted( settings.product ) : null;
	}
	if ( ! settings.cart ) {
		return undefined;
	}
	const sheet = sheetFromPrinted( settings.cart );
	return sheet.amount > 0 || settings.hasFreeTrial ? sheet : null;
}
