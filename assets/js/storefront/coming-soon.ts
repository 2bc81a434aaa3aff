/**
 * The coming-soon footer banner: Dismiss stores the choice in the user's
 * meta through the REST URL on the link (with the REST nonce header), and
 * the banner hides when the call completes, whatever its answer. The call's
 * code loads on the click.
 */
export function initComingSoonBanner(): void {
	document
		.querySelector( 'a.coming-soon-footer-banner-dismiss' )
		?.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			const link = event.currentTarget as Element;
			import(
				/* webpackChunkName: "later" */ './coming-soon-dismiss'
			).then(
				( { dismissComingSoon } ) => dismissComingSoon( link ),
				() => dismissComingSoonBanner()
			);
		} );
}

/** Hides the banner (also when the call's code cannot load). */
export function dismissComingSoonBanner(): void {
	const banner = document.getElementById( 'coming-soon-footer-banner' );
	if ( banner ) {
		banner.hidden = true;
	}
}
