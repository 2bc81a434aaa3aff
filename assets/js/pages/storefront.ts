/**
 * `wc-stripe-storefront`: pages with no behaviours of their own (order
 * received, the empty cart, any other page): what every page does, and
 * WooCommerce's jQuery plugins where jQuery is on the page.
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { miniCartWallets } from './mini-cart';

onReady( () => {
	startEveryPage();
	miniCartWallets();
	withJQuery( () => import( '../storefront/jquery-api' ) );
} );
