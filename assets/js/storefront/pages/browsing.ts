/**
 * Storefront script of the shop's browsing pages (shop, categories): what every page does, and the mini cart, ajax add to cart, sort and result count.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsOnDemand } from '../attribution/inputs-on-demand';
import { startBrowsing } from '../browsing/start';

onReady( () => {
	startEveryPage( inputsOnDemand );
	startBrowsing();
} );
