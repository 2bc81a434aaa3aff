/**
 * WooCommerce moves focus to the first notice half a second after it
 * appears, so screen-reader users hear it; a tabindex of -1 lets it take
 * focus without joining the tab order.
 */
export const NOTICE_FOCUS_DELAY_MS = 500;

const NOTICE =
	'.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]';

export function focusNotice(): void {
	const notice = document.querySelector< HTMLElement >( NOTICE );
	if ( ! notice ) {
		return;
	}
	notice.tabIndex = -1;
	window.setTimeout( () => notice.focus(), NOTICE_FOCUS_DELAY_MS );
}
