/**
 * Storefront script of the cart page: what every page does, and the cart page's own behaviours (WooCommerce's cart.js). WooCommerce hides the mini cart here.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsWithPage } from '../attribution/inputs-with-page';
import { startCartPage } from '../cart/start';

onReady( () => {
	startEveryPage( inputsWithPage );
	startCartPage();
} );
