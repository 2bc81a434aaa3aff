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
import { payLaterOnPage } from './pay-later';
import { whenShopperActs } from '../core/dom/when-shopper-acts';
import { miniCartWallets } from './mini-cart';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../storefront/jquery-api' ) );
	startBrowsing();
	miniCartWallets();
	startProductPage();
	initVariationForms();
	if ( walletsOnPage() ) {
		import( '../express/product-buttons' ).then( ( buttons ) =>
			buttons.startProductButtons()
		);
	}
	if ( payLaterOnPage() ) {
		whenShopperActs( () =>
			import( '../pay-later/product' ).then( ( message ) =>
				message.startProductPayLater()
			)
		);
	}
} );
