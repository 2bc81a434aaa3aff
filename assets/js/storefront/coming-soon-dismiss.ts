/**
 * Dismissing the coming-soon banner: the REST call with WordPress's nonce
 * header, to a URL on this site only (the nonce never leaves it).
 */
import { sameOriginUrl } from '../core/hashes/same-origin-url';
import { createTransport } from '../core/transport/transport';
import { dismissComingSoonBanner } from './coming-soon';

export async function dismissComingSoon( link: Element ): Promise< void > {
	const url = sameOriginUrl(
		link.getAttribute( 'data-rest-url' ),
		window.location.origin
	);
	if ( url ) {
		await createTransport().request( {
			url,
			form: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
			headers: {
				'X-WP-Nonce': link.getAttribute( 'data-rest-nonce' ) || '',
			},
		} );
	}
	dismissComingSoonBanner();
}
