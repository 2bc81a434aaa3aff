/**
 * Storefront script of every shop page: order attribution, the store
 * notice, the coming-soon banner, dismissible notices and password fields'
 * toggles. Pages that show the mini cart add the browsing script
 * (browsing/); the product and cart pages add their own (product/, cart/),
 * as WooCommerce enqueues its storefront scripts only where they are used.
 * Each behaviour starts only when the page has its markup.
 */
import { focusNotice, onReady } from '../core/dom';
import { initAttribution } from './attribution';
import { initComingSoonBanner } from './coming-soon';
import { initDismissibleNotices } from './dismissible-notices';
import { initPasswordToggles } from './password-toggle';
import { initStoreNotice } from './store-notice';

onReady( () => {
	initStoreNotice();
	initComingSoonBanner();
	initDismissibleNotices();
	initPasswordToggles();
	initAttribution();
	focusNotice();
} );
