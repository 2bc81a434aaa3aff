/**
 * The Payment Element's look, taken from the checkout page when the store has
 * not saved one: the page's text colour, background and font, so the element
 * matches the theme. Read once per page.
 */
let cached: Record< string, unknown > | null = null;

export function appearanceFromPage(
	root: Element = document.body
): Record< string, unknown > {
	if ( cached ) {
		return cached;
	}
	const style = window.getComputedStyle( root );
	cached = {
		theme: 'stripe',
		variables: {
			colorText: style.color,
			colorBackground: style.backgroundColor,
			fontFamily: style.fontFamily,
		},
	};
	return cached;
}
