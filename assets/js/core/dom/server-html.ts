/**
 * Markup WooCommerce itself renders (fragments, checkout `messages`, a
 * variation's template): the server's markup, inserted as such. Apart from
 * ./notices.ts because the mini cart's fragments need it as a page opens,
 * and our own notices only once the shopper acts.
 */
/** Markup from the shop's own answer, as nodes ready to insert. */
export function nodesFromServerHtml( html: string ): Node[] {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return Array.from( template.content.childNodes );
}
