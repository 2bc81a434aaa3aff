/**
 * What a page adds to the wallet buttons once the shopper acts: the steps
 * only it has (the product page buys in a cart of its own, adding its
 * product there on click; pay-for-order pays its order).
 */
import type { AmountState } from '../core/express/amount-reads';
import type { ExpressPage } from '../core/express/session-deps';
import type { SheetData } from '../core/express/sheet-data';
import type { TapDeadline } from '../core/express/tap-deadline';
import type { PayForOrderData } from '../core/settings/types';

/** What a page may do to the buttons once they are up. */
export interface ButtonsControl {
	/** The sheet data of the next click; the total follows at once. */
	current: () => SheetData;
	update: ( data: SheetData ) => void;
	allow: ( allowed: boolean ) => void;
	/** Holds the buttons while their amount is read (taps reach no sheet). */
	block: () => void;
	unblock: () => void;
	/** Builds the buttons again (after a cancelled sheet). */
	remount: () => void;
}

export interface PageSource {
	/**
	 * Steps before the sheet opens, ended by the tap's deadline: the sheet
	 * to open, or null to refuse (the shopper was told why).
	 */
	beforeClick?: ( deadline?: TapDeadline ) => Promise< SheetData | null >;
	/** Where the page's own read of the amount stands. */
	amountState?: () => AmountState;
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
