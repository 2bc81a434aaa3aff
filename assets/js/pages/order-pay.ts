/**
 * `wc-stripe-order-pay`: pay for order and a subscription's change of
 * payment method. What every page does, Stripe's payment form, and on pay
 * for order the wallet buttons with the order's lines, where the gateway
 * shows them.
 * Where jQuery is on the page, changes made through it reach our
 * listeners (core/dom/jquery-relay.ts).
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startPaymentPage } from '../classic/checkout/payment-page';
import { walletsOnPage } from './wallets';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../core/dom/jquery-relay' ) );
	startPaymentPage();
	if ( walletsOnPage() ) {
		import( '../express/order-pay-buttons' ).then( ( buttons ) =>
			buttons.startOrderPayButtons()
		);
	}
} );
