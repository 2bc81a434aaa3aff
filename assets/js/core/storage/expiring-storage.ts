/**
 * Browser storage whose values expire after a time the caller gives. Storage
 * can throw (private browsing, full quota) and hold anything another script
 * wrote: both read as "nothing stored", never as an exception.
 */
export interface ExpiringStorage {
	set: ( key: string, value: unknown, ttlMs: number ) => void;
	get: < T = unknown >( key: string ) => T | null;
	remove: ( key: string ) => void;
}

interface Entry {
	value: unknown;
	expires: number;
}

function isEntry( value: unknown ): value is Entry {
	return (
		!! value &&
		typeof value === 'object' &&
		'value' in value &&
		typeof ( value as Entry ).expires === 'number'
	);
}

export function createExpiringStorage(
	storage: Pick< Storage, 'getItem' | 'setItem' | 'removeItem' > | null,
	now: () => number = Date.now
): ExpiringStorage {
	const remove = ( key: string ) => {
		try {
			storage?.removeItem( key );
		} catch {}
	};
	return {
		set( key, value, ttlMs ) {
			try {
				storage?.setItem(
					key,
					JSON.stringify( { value, expires: now() + ttlMs } )
				);
			} catch {}
		},
		get< T >( key: string ): T | null {
			let entry: unknown;
			try {
				const text = storage?.getItem( key );
				entry = text ? JSON.parse( text ) : null;
			} catch {
				return null;
			}
			if ( ! isEntry( entry ) ) {
				return null;
			}
			if ( entry.expires <= now() ) {
				remove( key );
				return null;
			}
			return entry.value as T;
		},
		remove,
	};
}

/** The browser's localStorage, or none where reading it throws. */
export function browserStorage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}
