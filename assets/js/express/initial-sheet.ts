/**
 * The sheet each kind of page starts with, which the buttons need before
 * they can be drawn (Stripe wants the amount up front), from what the page
 * printed: the product or the cart. A cart with nothing to pay shows no
 * buttons.
 */
import { sheetFromPrinted } from '../core/express/sheet-data';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings } from '../core/settings/types';

/**
 * The printed sheet; undefined when the page's sheet is read with the code
 * the buttons load later (pay-for-order's order, a cart page that printed
 * no cart).
 */
export function printedSheet(
	settings: ExpressSettings
): SheetData | null | undefined {
	if ( settings.isPayForOrder ) {
		return undefined;
	}
	if ( settings.isProductPage ) {
		return settings.product ? sheetFromPrinted( settings.product ) : null;
	}
	if ( ! settings.cart ) {
		return undefined;
	}
	const sheet = sheetFromPrinted( settings.cart );
	return sheet.amount > 0 || settings.hasFreeTrial ? sheet : null;
}
