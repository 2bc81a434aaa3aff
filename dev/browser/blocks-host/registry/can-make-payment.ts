/**
 * How WooCommerce wraps a method's canMakePayment: the method must support
 * every payment requirement of the cart; then its own answer; then, only when
 * that answer is truthy, every extension callback registered for the method
 * decides (a throwing callback is logged and counts as yes).
 *
 * The method's answer is not awaited here. A Promise is truthy, so with
 * extension callbacks present their boolean replaces a pending answer, as in
 * WooCommerce; the caller awaits whatever comes back.
 */
export type CanMakePayment = ( arg: unknown ) => unknown;
type ExtensionCallback = ( arg: unknown ) => unknown;

const extensionCallbacks: Record<
	string,
	Record< string, ExtensionCallback >
> = {};

export function registerPaymentMethodExtensionCallbacks(
	namespace: string,
	callbacks: Record< string, unknown >
): void {
	if ( extensionCallbacks[ namespace ] ) {
		// eslint-disable-next-line no-console
		console.error(
			`Extension callbacks were already registered for the namespace "${ namespace }"; a namespace registers once.`
		);
		return;
	}
	extensionCallbacks[ namespace ] = {};
	for ( const [ method, callback ] of Object.entries( callbacks ) ) {
		if ( typeof callback === 'function' ) {
			extensionCallbacks[ namespace ][ method ] =
				callback as ExtensionCallback;
		} else {
			// eslint-disable-next-line no-console
			console.error(
				`The extension callback for "${ method }" in the namespace "${ namespace }" is not a function and was ignored.`
			);
		}
	}
}

function callbacksFor( name: string ): Array< [ string, ExtensionCallback ] > {
	return Object.entries( extensionCallbacks ).flatMap(
		( [ namespace, callbacks ] ) =>
			typeof callbacks[ name ] === 'function'
				? [
						[ namespace, callbacks[ name ] ] as [
							string,
							ExtensionCallback,
						],
					]
				: []
	);
}

export function wrapCanMakePayment(
	own: CanMakePayment,
	features: string[],
	name: string
): CanMakePayment {
	return ( arg ) => {
		const requirements =
			( arg as { paymentRequirements?: string[] } | undefined )
				?.paymentRequirements || [];
		if ( ! requirements.every( ( item ) => features.includes( item ) ) ) {
			return false;
		}
		const answer = own( arg );
		const extensions = callbacksFor( name );
		if ( ! answer || ! extensions.length ) {
			return answer;
		}
		return extensions.every( ( [ namespace, callback ] ) => {
			try {
				return callback( arg );
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error(
					`The extension callback for ${ name } in ${ namespace } failed`,
					error
				);
				return true;
			}
		} );
	};
}

/** Tests start from an empty set of callbacks. */
export function resetExtensionCallbacks(): void {
	for ( const namespace of Object.keys( extensionCallbacks ) ) {
		delete extensionCallbacks[ namespace ];
	}
}
