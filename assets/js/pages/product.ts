/**
 * `wc-stripe-product`: a simple product's page. The listings' behaviours,
 * the gallery, tabs and review rating, and the wallet buttons where the
 * gateway shows them (loaded as a chunk of their own, with the page).
 */
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { inputsWithPage } from '../storefront/attribution/inputs-with-page';
import { startBrowsing } from '../storefront/browsing/start';
import { startProductPage } from '../storefront/product/start';
import { walletsOnPage } from './wallets';

onReady( () => {
	startEveryPage( inputsWithPage );
	startBrowsing();
	startProductPage();
	if ( walletsOnPage() ) {
		import( /* webpackChunkName: "wallet-buttons" */ '../express/buttons' );
	}
} );
