/**
 * `wc-stripe-my-account`: My account (the login and register forms, the
 * account's pages). What every page does, the mini cart, show/hide buttons
 * on password fields, and the address forms' country and state.
 * Where jQuery is on the page, changes made through it reach our
 * listeners (core/dom/jquery-relay.ts).
 */
import { withJQuery } from '../core/dom/with-jquery';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startBrowsing } from '../storefront/browsing/start';
import { initPasswordToggles } from '../storefront/account/password-toggle';
import { startAddressForms } from '../storefront/account/address-forms';
import { miniCartWallets } from './mini-cart';

onReady( () => {
	startEveryPage();
	withJQuery( () => import( '../core/dom/jquery-relay' ) );
	startBrowsing();
	miniCartWallets();
	initPasswordToggles();
	startAddressForms();
} );
