/**
 * `wc-stripe-my-account`: My account (the login and register forms, the
 * account's pages). What every page does, the mini cart, and show/hide
 * buttons on password fields.
 */
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { startBrowsing } from '../storefront/browsing/start';
import { initPasswordToggles } from '../storefront/account/password-toggle';

onReady( () => {
	startEveryPage();
	startBrowsing();
	initPasswordToggles();
} );
