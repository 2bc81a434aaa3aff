/**
 * A method with a country list is offered only for a billing country in the
 * list; elsewhere it is hidden (and unchecked by the page that shows it).
 */
export function methodAvailableForCountry(
	countries: readonly string[],
	billingCountry: string
): boolean {
	if ( countries.length === 0 ) {
		return true;
	}
	return countries.includes( ( billingCountry || '' ).toUpperCase() );
}
