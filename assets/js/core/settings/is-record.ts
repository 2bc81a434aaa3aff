/**
 * A plain object (not null, not an array): the first check on any untrusted
 * settings value. A module of its own, so code that needs only this check
 * does not bring the typed reads of fields.ts along.
 */
export type Raw = Record< string, unknown >;

export function isRecord( value: unknown ): value is Raw {
	return !! value && typeof value === 'object' && ! Array.isArray( value );
}
