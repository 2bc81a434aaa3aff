/**
 * `wc-stripe-cart`: the cart page (WooCommerce hides the mini cart there).
 * What every page does, the cart form, the wallet buttons where the
 * gateway shows them, and Stripe's pay-later message where our plugin
 * keeps its box; where jQuery is on the page, changes made through it
 * reach our listeners (core/dom/jquery-relay.ts).
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startCartPage } from '../storefront/cart/start';
import { walletsOnPage } from './wallets';
import { payLaterOnPage } from './pay-later';
import { whenShopperActs } from '../core/dom/when-shopper-acts';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../core/dom/jquery-relay' ) );
	startCartPage();
	if ( walletsOnPage() ) {
		import( '../express/cart-buttons' ).then( ( buttons ) =>
			buttons.startCartButtons()
		);
	}
	if ( payLaterOnPage() ) {
		whenShopperActs( () =>
			import( '../pay-later/fragment' ).then( ( message ) =>
				message.startFragmentPayLater()
			)
		);
	}
} );
