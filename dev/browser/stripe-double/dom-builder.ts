/**
 * A small helper the double draws its own UI with: an HTML element with
 * properties and attributes set, so buttons and sheets read as one call.
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
