/**
 * Storefront script of the pages without the mini cart or forms of their own (the block checkout, pay for order, order received): what every page does.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsWithPage } from '../attribution/inputs-with-page';

onReady( () => {
	startEveryPage( inputsWithPage );
} );
