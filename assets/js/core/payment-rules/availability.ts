/**
 * SPEC §5 "Methods with a country list show only when the billing country is
 * in the list, otherwise hidden and unchecked."
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
