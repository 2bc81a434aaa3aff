/**
 * What the storefront does on every page: order attribution, the store
 * notice, the coming-soon banner, dismissible notices, and moving focus to
 * a notice the page opens with. Every page's storefront script (pages/)
 * starts with it.
 */
import { focusNotice } from '../core/dom';
import { initAttribution } from './attribution';
import { initComingSoonBanner } from './coming-soon';
import { initDismissibleNotices } from './dismissible-notices';
import { initStoreNotice } from './store-notice';

export function startEveryPage(): void {
	initStoreNotice();
	initComingSoonBanner();
	initDismissibleNotices();
	initAttribution();
	focusNotice();
}
