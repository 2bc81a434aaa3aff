/**
 * Notice blocks with a `data-dismiss-key` and a dismiss button: once
 * dismissed, the key is kept in local storage and the notice is not shown
 * again (on any page, until the storage is cleared).
 */
export const DISMISSED_NOTICES_KEY = 'wc_dismissed_notices';

function dismissedKeys(): string[] {
	try {
		const stored: unknown = JSON.parse(
			localStorage.getItem( DISMISSED_NOTICES_KEY ) || '[]'
		);
		return Array.isArray( stored )
			? stored.filter( ( key ) => typeof key === 'string' )
			: [];
	} catch {
		return [];
	}
}

export function initDismissibleNotices(): void {
	const dismissed = dismissedKeys();
	document
		.querySelectorAll< HTMLElement >( '[data-dismiss-key]' )
		.forEach( ( notice ) => {
			const key = notice.getAttribute( 'data-dismiss-key' ) || '';
			if ( dismissed.includes( key ) ) {
				notice.hidden = true;
				return;
			}
			notice
				.querySelector( '.notice-dismiss' )
				?.addEventListener( 'click', () => {
					notice.hidden = true;
					dismissed.push( key );
					try {
						localStorage.setItem(
							DISMISSED_NOTICES_KEY,
							JSON.stringify( dismissed )
						);
					} catch {
						// Without storage it is hidden for this page only.
					}
				} );
		} );
}
