/**
 * A message the shop's PHP printed into the page, in our catalogue's words
 * where the catalogue has the same message. The gateway prints its texts
 * (`__()` in our shared text domain, `woocommerce-gateway-stripe`) and
 * WooCommerce its own: each in its English source where the plugin has no
 * language pack for the store's language. Our catalogue translates the same
 * English, and WordPress has handed our script those translations (our JSON,
 * or the gateway pack's), so such a text is shown translated. A translated
 * text, or a store's own wording, is not in the catalogue and stays as
 * printed.
 */
import { __ } from '@wordpress/i18n';

export function inCatalogueWords( printed: string ): string {
	// Looked up, not extracted: each such message is in the catalogue from
	// the call that shows it when nothing is printed.
	// eslint-disable-next-line @wordpress/i18n-no-variables
	return printed ? __( printed, 'woocommerce-gateway-stripe' ) : printed;
}
