/**
 * Test double for WooCommerce's `wc.wcSettings` global. Tests set values with
 * `setSettings()`; `getSetting()` reads them as WooCommerce does, returning the
 * fallback for a missing name.
 */
let settings: Record< string, unknown > = {};

export function setSettings( values: Record< string, unknown > ): void {
	settings = { ...values };
}

export function getSetting< T = unknown >( name: string, fallback?: T ): T {
	return ( name in settings ? settings[ name ] : fallback ) as T;
}
