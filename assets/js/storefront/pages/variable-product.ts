/**
 * Storefront script of a variable product's page: the product page's behaviours and the variation form (WooCommerce's add-to-cart-variation.js).
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
import { initVariationForms } from '../variations/variation-form';

onReady( () => {
	startEveryPage( inputsWithPage );
	startBrowsing();
	startProductPage();
	initVariationForms();
} );
