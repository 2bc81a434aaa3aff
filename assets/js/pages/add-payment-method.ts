/**
 * `wc-stripe-add-payment-method`: My account → Add payment method. What the
 * account's pages do, and Stripe's payment form.
 * Where jQuery is on the page, changes made through it reach our
 * listeners (core/dom/jquery-relay.ts).
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startBrowsing } from '../storefront/browsing/start';
import { initPasswordToggles } from '../storefront/account/password-toggle';
import { startPaymentPage } from '../classic/checkout/payment-page';
import { miniCartWallets } from './mini-cart';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../core/dom/jquery-relay' ) );
	startBrowsing();
	miniCartWallets();
	initPasswordToggles();
	startPaymentPage();
} );
