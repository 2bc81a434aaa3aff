/**
 * Wallet buttons (Apple Pay, Google Pay, Link, Amazon Pay) on the classic
 * checkout, drawn from the cart the page printed. (Pay for order has a
 * script of its own, order-pay.ts, so neither carries the other's sheet.)
 */
import { onReady } from '../core/dom/on-ready';
import { startClassicButtons } from './classic-buttons';
import { printedSheet } from './initial-sheet';

onReady( () => startClassicButtons( printedSheet ) );
