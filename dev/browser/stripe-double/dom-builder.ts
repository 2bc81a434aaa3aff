/**
 * Small helpers the double draws its own UI with: an HTML element with
 * properties and attributes set, so buttons and sheets read as one call;
 * and where an element mounts, refused as Stripe.js refuses it.
 */
export function element< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	props: Partial< HTMLElementTagNameMap[ K ] > = {},
	attributes: Record< string, string > = {}
): HTMLElementTagNameMap[ K ] {
	const node = Object.assign( document.createElement( tag ), props );
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		node.setAttribute( name, value );
	}
	return node;
}

/** The node `mount()` draws into; Stripe.js throws when nothing matches. */
export function mountTarget( target: string | HTMLElement ): HTMLElement {
	const container =
		typeof target === 'string'
			? document.querySelector< HTMLElement >( target )
			: target;
	if ( ! container ) {
		throw new Error(
			`The selector you specified (${ String(
				target
			) }) applies to no DOM elements that are currently on the page.`
		);
	}
	return container;
}
