/**
 * `wc-stripe-shop`: the shop, categories and other listings. What every page
 * does, and the mini cart, ajax add to cart, sort and result count;
 * WooCommerce's jQuery plugins where jQuery is on the page (a quick view's
 * variation form).
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startBrowsing } from '../storefront/browsing/start';
import { miniCartWallets } from './mini-cart';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../storefront/jquery-api' ) );
	startBrowsing();
	miniCartWallets();
} );
