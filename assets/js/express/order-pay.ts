/**
 * Wallet buttons on the pay-for-order page, drawn from the order the page
 * prints; it ships as it is.
 */
import { onReady } from '../core/dom/on-ready';
import { startClassicButtons } from './classic-buttons';
import { orderSheet } from './order-sheet';

onReady( () => startClassicButtons( orderSheet ) );
