/**
 * Messages of the wallet buttons on classic pages, as text: in the page's
 * notices area (WooCommerce's `.woocommerce-notices-wrapper`), else just
 * above the buttons. A new message replaces the buttons' previous one; a
 * message of several lines lists each line.
 */
import { noticeList } from '../core/dom/notices';
import type { NoticeType } from '../core/dom/notices';
import { CHECKOUT_NOTICE_SCROLL_MS, scrollToNotices } from '../core/dom/scroll';

const OWN = 'wc-stripe-express-notice';

export function showExpressNotice(
	container: HTMLElement,
	message: string,
	type: NoticeType = 'error'
): void {
	document.querySelectorAll( `.${ OWN }` ).forEach( ( old ) => old.remove() );
	let area = document.querySelector( '.woocommerce-notices-wrapper' );
	if ( ! area ) {
		area = document.createElement( 'div' );
		area.className = 'woocommerce-notices-wrapper';
		container.before( area );
	}
	// The live region wraps the list, so the list keeps its list semantics.
	const list = noticeList( message.split( '\n' ), type );
	list.removeAttribute( 'role' );
	const region = document.createElement( 'div' );
	region.className = OWN;
	region.setAttribute( 'role', type === 'error' ? 'alert' : 'status' );
	region.appendChild( list );
	area.appendChild( region );
	scrollToNotices( region, CHECKOUT_NOTICE_SCROLL_MS );
}
