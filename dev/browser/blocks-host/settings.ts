/**
 * `wc.wcSettings.getSetting()`: WooCommerce's reader over window.wcSettings,
 * returning the fallback when a name is missing.
 */
export function allSettings(): Record< string, unknown > {
	return (
		( window as unknown as { wcSettings?: Record< string, unknown > } )
			.wcSettings || {}
	);
}

export function getSetting< T >(
	name: string,
	fallback?: T,
	filter: ( value: T, fallback?: T ) => T = ( value ) => value
): T {
	const settings = allSettings();
	const value = ( name in settings ? settings[ name ] : fallback ) as T;
	return filter( value, fallback );
}
