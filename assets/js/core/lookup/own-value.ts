/**
 * A table lookup by a key that came from outside (a Stripe error code, a
 * country, a field name): only the table's own entries count, so a key such
 * as `constructor` or `toString` finds nothing instead of a function every
 * object inherits.
 */
export function ownValue< T >(
	table: Readonly< Record< string, T > > | null | undefined,
	key: string | null | undefined
): T | undefined {
	return table && key && Object.prototype.hasOwnProperty.call( table, key )
		? table[ key ]
		: undefined;
}
