/**
 * WordPress's `deprecated()` as a payment method sees it: one console warning
 * per message, then silence, so a method using an old option is told once.
 */
const warned = new Set< string >();

export function deprecated( feature: string, alternative?: string ): void {
	const message = alternative
		? `${ feature } is deprecated. Please use ${ alternative } instead.`
		: `${ feature } is deprecated.`;
	if ( warned.has( message ) ) {
		return;
	}
	warned.add( message );
	// eslint-disable-next-line no-console
	console.warn( message );
}
