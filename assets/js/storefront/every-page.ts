/**
 * What the storefront does on every page: order attribution, the store
 * notice, the coming-soon banner, dismissible notices, and moving focus to
 * a notice the page opens with. Every page's script (assets/js/pages)
 * starts with it.
 */
import { focusNotice } from '../core/dom/notice-focus';
import { initAttribution } from './attribution/index';
import type { InputsElementCode } from './attribution/inputs-element-code';
import { initComingSoonBanner } from './coming-soon';
import { initDismissibleNotices } from './dismissible-notices';

export function startEveryPage( inputsElement: InputsElementCode ): void {
	// The store notice is printed hidden: its code loads only where the
	// store shows one, and shows it unless the shopper dismissed it.
	if ( document.querySelector( '.woocommerce-store-notice' ) ) {
		import( /* webpackChunkName: "store-notice" */ './store-notice' ).then(
			( { initStoreNotice } ) => initStoreNotice()
		);
	}
	initComingSoonBanner();
	initDismissibleNotices();
	initAttribution( inputsElement );
	focusNotice();
}
