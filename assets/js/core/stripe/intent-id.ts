/**
 * A client secret is `<intent id>_secret_<secret>`; the intent id is what the
 * gateway's order-status and failed-order calls want.
 */
export function intentIdFromClientSecret( clientSecret: string ): string {
	const marker = clientSecret.indexOf( '_secret_' );
	return marker > 0 ? clientSecret.slice( 0, marker ) : clientSecret;
}
