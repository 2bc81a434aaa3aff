/**
 * What the storefront does on every page: order attribution, the store
 * notice, the coming-soon banner, dismissible notices, and moving focus to
 * a notice the page opens with. Every page's script (assets/js/pages)
 * starts with it.
 */
import { focusNotice } from '../core/dom/notice-focus';
import { initAttribution } from './attribution/index';
import { initComingSoonBanner } from './coming-soon-banner';
import { initDismissibleNotices } from './dismissible-notices';
import { initStoreNotice } from './store-notice';

/**
 * @param toCheckout The block checkout's page gives where its checkout takes
 *                   the attribution values (attribution/block-checkout.ts).
 */
export function startEveryPage(
	toCheckout?: Parameters< typeof initAttribution >[ 0 ]
): void {
	// The store notice is printed hidden: shown unless the shopper
	// dismissed it.
	initStoreNotice();
	initComingSoonBanner();
	initDismissibleNotices();
	initAttribution( toCheckout );
	focusNotice();
}
