/**
 * Storefront script of the pages without the mini cart or forms of their own (the block checkout, order received): what every page does. They print no attribution element (the block checkout sends the visit as extension data), so its code loads only if one is there.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsOnDemand } from '../attribution/inputs-on-demand';

onReady( () => {
	startEveryPage( inputsOnDemand );
} );
