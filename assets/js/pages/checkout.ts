/**
 * `wc-stripe-checkout`: the classic checkout page. What every page does, the
 * checkout form with Stripe's payment methods, show/hide buttons on the
 * login and create-account forms' password fields (those forms start
 * folded, so their code comes with the shopper's first input), and the
 * wallet buttons where the gateway shows them, and Stripe's pay-later
 * message where our plugin keeps its box (after the order total); where
 * jQuery is on the page, changes made through it reach our listeners
 * (core/dom/jquery-relay.ts).
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { whenShopperActs } from '../core/dom/when-shopper-acts';
import { startEveryPage } from '../storefront/every-page';
import { startClassicCheckout } from '../classic/checkout/start';
import { walletsOnPage } from './wallets';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../core/dom/jquery-relay' ) );
	startClassicCheckout();
	whenShopperActs( () =>
		import( './checkout-later' ).then( ( later ) =>
			later.startCheckoutLater()
		)
	);
	if ( walletsOnPage() ) {
		import( '../express/checkout-buttons' ).then( ( buttons ) =>
			buttons.startCheckoutButtons()
		);
	}
} );
