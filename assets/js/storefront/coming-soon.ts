/**
 * The coming-soon footer banner: Dismiss stores the choice in the user's
 * meta through the REST URL on the link (with the REST nonce header), and
 * the banner hides when the call completes, whatever its answer.
 */
import { sameOriginUrl } from '../core/hashes/same-origin-url';
import { createTransport } from '../core/transport';

async function dismiss( link: Element ): Promise< void > {
	// The nonce only ever goes to this site.
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
	const banner = document.getElementById( 'coming-soon-footer-banner' );
	if ( banner ) {
		banner.hidden = true;
	}
}

export function initComingSoonBanner(): void {
	document
		.querySelector( 'a.coming-soon-footer-banner-dismiss' )
		?.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			dismiss( event.currentTarget as Element );
		} );
}
