/**
 * `wc-stripe-variable-product`: a variable product's page. What a product
 * page does, and the variation form (WooCommerce's add-to-cart-variation);
 * WooCommerce's jQuery plugins where jQuery is on the page.
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startBrowsing } from '../storefront/browsing/start';
import { startProductPage } from '../storefront/product/start';
import { initVariationForms } from '../storefront/variations/variation-form';
import { walletsOnPage } from './wallets';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../storefront/jquery-api' ) );
	startBrowsing();
	startProductPage();
	initVariationForms();
	if ( walletsOnPage() ) {
		import( '../express/product-cart-buttons' ).then( ( buttons ) =>
			buttons.startProductCartButtons()
		);
	}
} );
