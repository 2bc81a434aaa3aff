/**
 * The coming-soon footer banner: Dismiss stores the choice in the user's
 * meta through the REST URL on the link (with the REST nonce header), and
 * the banner hides when the call completes, whatever its answer.
 */
import { shopTransport } from './cart-client';
import { sameOriginUrl } from './params';

export function initComingSoonBanner(): void {
	document.addEventListener( 'click', async ( event ) => {
		const link = ( event.target as Element ).closest< HTMLElement >(
			'a.coming-soon-footer-banner-dismiss'
		);
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		// The nonce only ever goes to this site.
		const url = sameOriginUrl( link.getAttribute( 'data-rest-url' ) || '' );
		if ( url ) {
			await shopTransport().request( {
				url,
				form: {
					woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
				},
				headers: {
					'X-WP-Nonce': link.getAttribute( 'data-rest-nonce' ) || '',
				},
			} );
		}
		const banner = document.getElementById( 'coming-soon-footer-banner' );
		if ( banner ) {
			banner.hidden = true;
		}
	} );
}
