/**
 * The store notice stays visible until the shopper dismisses it; a cookie
 * named `store_notice` plus the notice's id, valued `hidden`, keeps it hidden
 * on later pages (a new notice gets a new id and shows again).
 */
import { readCookie } from '../core/dom/read-cookie';
const NOTICE_SELECTOR = '.woocommerce-store-notice';
const DISMISS_SELECTOR = '.woocommerce-store-notice__dismiss-link';

export function storeNoticeCookieName( noticeId: string | null ): string {
	// The id comes from markup: keep only characters valid in a cookie name.
	return 'store_notice' + ( noticeId || '' ).replace( /[^\w-]/g, '' );
}

export function initStoreNotice( root: Document = document ): void {
	const notice = root.querySelector< HTMLElement >( NOTICE_SELECTOR );
	if ( ! notice ) {
		return;
	}
	const cookieName = storeNoticeCookieName(
		notice.getAttribute( 'data-notice-id' )
	);
	if ( readCookie( cookieName, root.cookie ) === 'hidden' ) {
		notice.hidden = true;
		return;
	}
	notice.hidden = false;
	const dismiss = ( event: Event ) => {
		event.preventDefault();
		root.cookie = `${ cookieName }=hidden; path=/`;
		notice.hidden = true;
	};
	const link = notice.querySelector( DISMISS_SELECTOR );
	link?.addEventListener( 'click', dismiss );
	// The link has role="button": Space (and Enter) dismiss it too.
	link?.addEventListener( 'keydown', ( event ) => {
		const key = ( event as KeyboardEvent ).key;
		if ( key === 'Enter' || key === ' ' ) {
			dismiss( event );
		}
	} );
}
