/**
 * What a page adds to the wallet buttons once the shopper acts: the steps
 * only it has (the product page buys in a cart of its own, adding its
 * product there on click; pay-for-order pays its order).
 */
import type { ExpressPage } from '../core/express/session';
import type { SheetData } from '../core/express/sheet-data';
import type { PayForOrderData } from '../core/settings/types';

/** What a page may do to the buttons once they are up. */
export interface ButtonsControl {
	/** The sheet data of the next click; the total follows at once. */
	current: () => SheetData;
	/** Resolves once no cart read is under way (the buttons are held). */
	settled: () => Promise< void >;
	update: ( data: SheetData ) => void;
	allow: ( allowed: boolean ) => void;
	block: () => void;
	unblock: () => void;
	/** Builds the buttons again (after a cancelled sheet). */
	remount: () => void;
}

export interface PageSource {
	/** Steps before the sheet opens: the sheet to open, or null to refuse. */
	beforeClick?: () => Promise< SheetData | null >;
	/** True once the cart holds what the sheet sells. */
	cartReady?: () => Promise< boolean >;
	/** The shopper closed the sheet. */
	cancel?: () => void;
	/** "Buy now": the purchase's cart of its own. */
	ownCart?: ExpressPage[ 'ownCart' ];
	/** The product form changed (quantity, variation, deposit). */
	formChanged?: ( what: 'quantity' | 'variation' | 'deposit' ) => void;
	payForOrder?: PayForOrderData;
}
