/**
 * What each kind of page tells the wallet buttons: the sheet it starts
 * with, and the extra steps only it has (the product page adds its product
 * to the cart on click and puts the shopper's cart back afterwards).
 */
import type { StripeExpressCheckoutElementClickEvent } from '@stripe/stripe-js';
import type { SheetData } from '../core/express/sheet-data';
import type { PayForOrderData } from '../core/settings/types';

/** What a page may do to the buttons once they are up. */
export interface ButtonsControl {
	/** New sheet data: the total follows at once, the lines on the next click. */
	update: ( data: SheetData ) => void;
	allow: ( allowed: boolean ) => void;
	block: () => void;
	unblock: () => void;
	/** Builds the buttons again (after a cancelled sheet). */
	remount: () => void;
}

export interface PageSource {
	/** The sheet to start with; null when there is nothing to pay here. */
	load: () => Promise< SheetData | null >;
	/** Steps before the sheet opens; null refuses the click. */
	beforeClick?: (
		data: SheetData,
		event: StripeExpressCheckoutElementClickEvent
	) => Promise< SheetData | null >;
	/** True once the cart holds what the sheet sells. */
	cartReady?: () => Promise< boolean >;
	/** The shopper closed the sheet. */
	cancel?: () => void;
	/** The order is paid; the shopper is about to leave the page. */
	beforeLeave?: () => Promise< void >;
	/** Follows the page's own events once the buttons are up. */
	watch?: ( control: ButtonsControl ) => void;
	payForOrder?: PayForOrderData;
}
