/**
 * Wallet buttons on the pay-for-order page, drawn from the order the page
 * prints; it ships as it is.
 */
import { startClassicButtons } from './classic-buttons';
import { orderSheet } from './order-sheet';

export function startOrderPayButtons(): void {
	startClassicButtons( orderSheet );
}
