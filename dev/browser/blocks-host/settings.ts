/**
 * `wc.wcSettings.getSetting()` as WooCommerce reads window.wcSettings: a name
 * it has wins; a missing `<gateway>_data` name falls back to the gateway's
 * entry under `paymentMethodData` (where WooCommerce prints gateway data
 * today); an undefined value gives the fallback, which is `false` by default.
 */
export function allSettings(): Record< string, unknown > {
	const settings = ( window as unknown as { wcSettings?: unknown } )
		.wcSettings;
	return settings && typeof settings === 'object'
		? ( settings as Record< string, unknown > )
		: {};
}

const keepDefined = ( value: unknown, fallback: unknown ) =>
	typeof value !== 'undefined' ? value : fallback;

export function getSetting< T >(
	name: string,
	fallback: unknown = false,
	filter: ( value: unknown, fallback: unknown ) => unknown = keepDefined
): T {
	const settings = allSettings();
	let value: unknown = fallback;
	if ( name in settings ) {
		value = settings[ name ];
	} else if ( name.includes( '_data' ) ) {
		// Only the first `_data` goes, as in WooCommerce.
		const gateway = name.replace( '_data', '' );
		const perGateway = getSetting< Record< string, unknown > >(
			'paymentMethodData',
			{}
		);
		value = gateway in perGateway ? perGateway[ gateway ] : fallback;
	}
	return filter( value, fallback ) as T;
}
