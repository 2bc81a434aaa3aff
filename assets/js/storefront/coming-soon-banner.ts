/**
 * The coming-soon footer banner: Dismiss stores the choice in the user's
 * meta through the REST URL on the link (with the REST nonce header), and
 * the banner hides when the call completes, whatever its answer, or when the
 * call's code cannot load. The call's code is fetched on the click.
 */
function hideBanner(): void {
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
			const link = event.currentTarget as Element;
			import( '../core/api/coming-soon-dismissal' )
				.then( ( { saveComingSoonDismissal } ) =>
					saveComingSoonDismissal(
						link.getAttribute( 'data-rest-url' ),
						link.getAttribute( 'data-rest-nonce' ) || ''
					)
				)
				// A call or a load that failed still hides the banner.
				.catch( () => {} )
				.then( hideBanner );
		} );
}
