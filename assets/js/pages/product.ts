/**
 * `wc-stripe-product`: a simple product's page. The listings' behaviours,
 * the gallery, tabs and review rating, and the wallet buttons where the
 * gateway shows them; WooCommerce's jQuery plugins where jQuery is on the
 * page.
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startBrowsing } from '../storefront/browsing/start';
import { startProductPage } from '../storefront/product/start';
import { walletsOnPage } from './wallets';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../storefront/jquery-api' ) );
	startBrowsing();
	startProductPage();
	if ( walletsOnPage() ) {
		import( '../express/product-cart-buttons' ).then( ( buttons ) =>
			buttons.startProductCartButtons()
		);
	}
} );
