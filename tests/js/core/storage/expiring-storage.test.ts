import { createExpiringStorage } from '../../../../assets/js/core/storage';

function memoryStorage() {
	const data = new Map< string, string >();
	return {
		getItem: ( key: string ) => data.get( key ) ?? null,
		setItem: ( key: string, value: string ) => void data.set( key, value ),
		removeItem: ( key: string ) => void data.delete( key ),
		data,
	};
}

describe( 'Client storage keeps values with an expiration time given by the caller (SPEC §7)', () => {
	it( 'returns a value until it expires, then removes it', () => {
		let now = 1000;
		const backing = memoryStorage();
		const storage = createExpiringStorage( backing, () => now );
		storage.set( 'k', { a: 1 }, 500 );
		now = 1499;
		expect( storage.get( 'k' ) ).toEqual( { a: 1 } );
		now = 1500;
		expect( storage.get( 'k' ) ).toBeNull();
		expect( backing.data.has( 'k' ) ).toBe( false );
	} );

	it( 'reads junk written by others as nothing', () => {
		const backing = memoryStorage();
		backing.setItem( 'k', '{not json' );
		backing.setItem( 'j', JSON.stringify( { value: 1 } ) );
		const storage = createExpiringStorage( backing );
		expect( storage.get( 'k' ) ).toBeNull();
		expect( storage.get( 'j' ) ).toBeNull();
	} );

	it( 'survives a storage that throws (private mode, full quota)', () => {
		const throwing = {
			getItem: () => {
				throw new Error( 'denied' );
			},
			setItem: () => {
				throw new Error( 'quota' );
			},
			removeItem: () => {
				throw new Error( 'denied' );
			},
		};
		const storage = createExpiringStorage( throwing );
		expect( () => storage.set( 'k', 1, 10 ) ).not.toThrow();
		expect( storage.get( 'k' ) ).toBeNull();
		expect( () => storage.remove( 'k' ) ).not.toThrow();
	} );

	it( 'works without any storage', () => {
		const storage = createExpiringStorage( null );
		storage.set( 'k', 1, 10 );
		expect( storage.get( 'k' ) ).toBeNull();
	} );
} );
