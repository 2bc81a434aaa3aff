/**
 * Storefront script of a product page: the browsing pages' behaviours, and the gallery, tabs and review rating (WooCommerce's single-product.js).
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsWithPage } from '../attribution/inputs-with-page';
import { startBrowsing } from '../browsing/start';
import { startProductPage } from '../product/start';

onReady( () => {
	startEveryPage( inputsWithPage );
	startBrowsing();
	startProductPage();
} );
