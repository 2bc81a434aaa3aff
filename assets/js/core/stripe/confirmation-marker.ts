/**
 * Does the gateway's redirect ask the browser to finish the payment (3D
 * Secure, a voucher, a wallet)? Kept apart from the flows themselves, which
 * load only when a redirect needs them.
 */
const MARKERS = [ '#wc-stripe-', '#confirm-' ];

export function hashOf( redirect: string ): string {
	const index = redirect.indexOf( '#' );
	return index >= 0 ? redirect.slice( index ) : '';
}

export function hasConfirmationMarker( redirect: string ): boolean {
	const hash = hashOf( redirect );
	return MARKERS.some( ( marker ) => hash.startsWith( marker ) );
}
