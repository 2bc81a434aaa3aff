/**
 * Typed reads from an untrusted settings object. Each read either returns the
 * typed value or throws a SettingsError that names the key, so a broken page
 * says what is wrong instead of failing later somewhere else. WordPress prints
 * numbers and booleans as strings ("48", "1", "yes") at times: both accepted.
 */
import {
	invalidSettingMessage,
	missingSettingMessage,
} from '../messages/settings';
import { SettingsError } from './settings-error';

export type Raw = Record< string, unknown >;

export function isRecord( value: unknown ): value is Raw {
	return !! value && typeof value === 'object' && ! Array.isArray( value );
}

function missing( key: string ): never {
	throw new SettingsError( missingSettingMessage( key ), key );
}

function invalid( key: string ): never {
	throw new SettingsError( invalidSettingMessage( key ), key );
}

export function requiredString( raw: Raw, key: string ): string {
	if ( ! ( key in raw ) || raw[ key ] === undefined || raw[ key ] === null ) {
		missing( key );
	}
	const value = raw[ key ];
	if ( typeof value !== 'string' || value === '' ) {
		invalid( key );
	}
	return value as string;
}

export function optionalString( raw: Raw, key: string, fallback = '' ): string {
	const value = raw[ key ];
	if ( value === undefined || value === null ) {
		return fallback;
	}
	return typeof value === 'string' ? value : invalid( key );
}

export function nullableString( raw: Raw, key: string ): string | null {
	const value = raw[ key ];
	return typeof value === 'string' && value !== '' ? value : null;
}

export function toBoolean( value: unknown ): boolean | null {
	if ( typeof value === 'boolean' ) {
		return value;
	}
	if ( value === 1 || value === '1' || value === 'yes' || value === 'true' ) {
		return true;
	}
	if (
		value === 0 ||
		value === '0' ||
		value === 'no' ||
		value === 'false' ||
		value === '' ||
		value === null ||
		value === undefined
	) {
		return false;
	}
	return null;
}

export function optionalBoolean( raw: Raw, key: string ): boolean {
	const value = toBoolean( raw[ key ] );
	return value === null ? invalid( key ) : value;
}

export function toNumber( value: unknown ): number | null {
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return value;
	}
	if ( typeof value === 'string' && value.trim() !== '' ) {
		const parsed = Number( value );
		return Number.isFinite( parsed ) ? parsed : null;
	}
	return null;
}

export function requiredNumber( raw: Raw, key: string ): number {
	if ( ! ( key in raw ) || raw[ key ] === undefined || raw[ key ] === null ) {
		missing( key );
	}
	const value = toNumber( raw[ key ] );
	return value === null ? invalid( key ) : value;
}

export function nullableNumber( raw: Raw, key: string ): number | null {
	const value = raw[ key ];
	if ( value === undefined || value === null || value === '' ) {
		return null;
	}
	const parsed = toNumber( value );
	return parsed === null ? invalid( key ) : parsed;
}

export function requiredRecord( raw: Raw, key: string ): Raw {
	if ( ! ( key in raw ) || raw[ key ] === undefined || raw[ key ] === null ) {
		missing( key );
	}
	return isRecord( raw[ key ] ) ? ( raw[ key ] as Raw ) : invalid( key );
}

export function optionalRecord( raw: Raw, key: string ): Raw | null {
	const value = raw[ key ];
	if (
		value === undefined ||
		value === null ||
		value === false ||
		value === ''
	) {
		return null;
	}
	return isRecord( value ) ? value : invalid( key );
}

export function stringList( raw: Raw, key: string ): string[] {
	const value = raw[ key ];
	if ( value === undefined || value === null ) {
		return [];
	}
	if ( Array.isArray( value ) ) {
		return value.filter(
			( item ): item is string => typeof item === 'string'
		);
	}
	// PHP prints an associative array as an object: its keys are the list.
	return isRecord( value ) ? Object.keys( value ) : invalid( key );
}
