/**
 * Where the classic checkout's messages go: a notice group at the top of the
 * form, earlier notices cleared, scrolled into view (100 px above, 600 ms);
 * what the shopper is looking at is not pushed by them (keep-in-view.ts).
 * The shop's own notice HTML is inserted as its markup; any other message
 * (network, Stripe, ours) becomes a text-only alert list.
 */
import {
	CHECKOUT_NOTICE_SCROLL_MS,
	scrollToNotices,
} from '../../core/dom/scroll';
import { noticeList } from '../../core/dom/notices';
import { nodesFromServerHtml } from '../../core/dom/server-html';
import { keepInView } from '../../core/dom/keep-in-view';

export const SUBMIT_GROUP = 'woocommerce-NoticeGroup-checkout';
export const REVIEW_GROUP = 'woocommerce-NoticeGroup-updateOrderReview';

const EARLIER_NOTICES =
	'.woocommerce-error, .woocommerce-message, .is-error, .is-success';

// Notices come and go without moving what the shopper is looking at.
export function removeNotices( selector = EARLIER_NOTICES ): void {
	keepInView( () =>
		document
			.querySelectorAll( selector )
			.forEach( ( node ) => node.remove() )
	);
}

/** A notice group at the top of the form holding the given nodes. */
export function prependGroup(
	form: HTMLElement,
	group: string,
	content: Node[]
): HTMLElement {
	const wrapper = document.createElement( 'div' );
	wrapper.className = `woocommerce-NoticeGroup ${ group }`;
	wrapper.append( ...content );
	keepInView( () => form.prepend( wrapper ) );
	return wrapper;
}

/**
 * Notices as one alert: the lists lose their own `role` (an alert role on a
 * list hides its items from assistive technology, so the alert wraps them)
 * and can take the focus.
 */
export function asAlert( nodes: Node[] ): HTMLElement {
	const alert = document.createElement( 'div' );
	alert.setAttribute( 'role', 'alert' );
	alert.append( ...nodes );
	alert
		.querySelectorAll( '[role]' )
		.forEach( ( node ) => node.removeAttribute( 'role' ) );
	Array.from( alert.children ).forEach( ( node ) =>
		node.setAttribute( 'tabindex', '-1' )
	);
	return alert;
}

/**
 * The shop's notice HTML when it sent some; else our text as an error list;
 * else the shop's configured checkout error (its own markup, with a link).
 */
export function noticeNodes(
	html: string,
	text: string,
	shopError = ''
): Node[] {
	if ( html ) {
		return [ asAlert( nodesFromServerHtml( html ) ) ];
	}
	const list = noticeList( [ text ] );
	if ( ! text ) {
		list.firstElementChild?.append( ...nodesFromServerHtml( shopError ) );
	}
	return [ asAlert( [ list ] ) ];
}

export function scrollToCheckoutNotices( form: HTMLElement ): void {
	scrollToNotices(
		document.querySelector( `.${ REVIEW_GROUP }, .${ SUBMIT_GROUP }` ) ||
			form,
		CHECKOUT_NOTICE_SCROLL_MS
	);
}
