/**
 * Saving the dismissal of WooCommerce's coming-soon banner in the user's
 * meta: the REST call with WordPress's nonce header, to a URL on this site
 * only (the nonce never leaves it). Its answer does not matter: the banner
 * goes either way.
 */
import { sameOriginUrl } from '../hashes/same-origin-url';
import { createTransport } from '../transport/transport';

export async function saveComingSoonDismissal(
	restUrl: string | null,
	nonce: string
): Promise< void > {
	const url = sameOriginUrl( restUrl, window.location.origin );
	if ( url ) {
		await createTransport().request( {
			url,
			form: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
			headers: { 'X-WP-Nonce': nonce },
		} );
	}
}
