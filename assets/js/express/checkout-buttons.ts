/**
 * Wallet buttons (Apple Pay, Google Pay, Link, Amazon Pay) on the classic
 * checkout, drawn from the cart the page printed. (Pay for order has its
 * own, order-pay-buttons.ts, so neither carries the other's sheet.)
 */
import { startClassicButtons } from './classic-buttons';
import { printedSheet } from './initial-sheet';

export function startCheckoutButtons(): void {
	startClassicButtons( printedSheet );
}
