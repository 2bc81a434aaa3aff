/**
 * The payment pages without WooCommerce's checkout form post natively, and
 * the shop answers with the page again and its notice: after a refused new
 * card for a subscription, the gateway prints Stripe's own words there.
 * They are told in the catalogue's words, as every other surface tells
 * them. The code comes only with an error notice on the page.
 */
export function mapPrintedPaymentNotices(
	configured: Record< string, string >
): void {
	if ( ! document.querySelector( '.woocommerce-error' ) ) {
		return;
	}
	import( '../../core/dom/provider-notices' ).then( ( notices ) =>
		notices.mapProviderNotices( document, configured )
	);
}
