/**
 * Notices in WooCommerce's markup. Our own messages (and any text from Stripe
 * or a server error) are inserted as text, never as HTML, so a message can
 * never inject markup; notice HTML that WooCommerce itself renders (fragments,
 * checkout `messages`) is the server's markup and is inserted as such by the
 * code that receives it (./server-html.ts).
 */
export type NoticeType = 'error' | 'message' | 'info';

/** `<ul class="woocommerce-error" role="alert"><li>text</li>…</ul>` */
export function noticeList(
	messages: readonly string[],
	type: NoticeType = 'error'
): HTMLElement {
	const list = document.createElement( 'ul' );
	list.className = `woocommerce-${ type }`;
	list.setAttribute( 'role', 'alert' );
	for ( const message of messages ) {
		const item = document.createElement( 'li' );
		item.textContent = message;
		list.appendChild( item );
	}
	return list;
}
