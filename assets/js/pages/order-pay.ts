/**
 * `wc-stripe-order-pay`: pay for order and a subscription's change of
 * payment method. What every page does, Stripe's payment form
 * (classic/checkout/payment-pages), and on pay for order the wallet buttons
 * with the order's lines, where the gateway shows them. Pay for order prints
 * the attribution element, so its code comes with the page.
 */
import '../classic/checkout/payment-pages';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { inputsWithPage } from '../storefront/attribution/inputs-with-page';
import { walletsOnPage } from './wallets';

onReady( () => {
	startEveryPage( inputsWithPage );
	if ( walletsOnPage() ) {
		import(
			/* webpackChunkName: "wallet-buttons" */ '../express/order-pay'
		);
	}
} );
