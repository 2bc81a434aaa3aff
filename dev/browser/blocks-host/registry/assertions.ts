/**
 * The checks WooCommerce's registry makes at the door. Each throws a
 * TypeError that names the option, so a broken registration fails on the page
 * where it was made, not later inside the checkout.
 */
import { isValidElement } from '@wordpress/element';

export type Options = Record< string, unknown >;

export function assertHasKeys( options: Options, keys: string[] ): void {
	// Only own keys count: a key inherited from a prototype is missing.
	const missing = keys.filter(
		( key ) => ! Object.prototype.hasOwnProperty.call( options, key )
	);
	if ( missing.length ) {
		throw new TypeError(
			`The payment method configuration is missing: ${ missing.join(
				', '
			) }`
		);
	}
}

/** A rendered element (<Content />) or null; a component is refused. */
export function assertElement( value: unknown, key: string ): void {
	if ( value !== null && ! isValidElement( value ) ) {
		throw new TypeError(
			`The ${ key } option must be a React element such as <Content />, or null; a component or other value is refused.`
		);
	}
}

/** Labels may also be plain text. */
export function assertElementOrString( value: unknown, key: string ): void {
	if ( typeof value !== 'string' ) {
		assertElement( value, key );
	}
}

export function assertOptionalString( value: unknown, key: string ): void {
	if ( value !== undefined && typeof value !== 'string' ) {
		throw new TypeError( `The ${ key } option must be a string.` );
	}
}

export function assertOptionalBoolean( value: unknown, key: string ): void {
	if ( value !== undefined && typeof value !== 'boolean' ) {
		throw new TypeError( `The ${ key } option must be a boolean.` );
	}
}

export function assertOptionalArray( value: unknown, key: string ): void {
	if ( value !== undefined && ! Array.isArray( value ) ) {
		throw new TypeError( `The ${ key } option must be an array.` );
	}
}

export function assertFunction( value: unknown, key: string ): void {
	if ( typeof value !== 'function' ) {
		throw new TypeError( `The ${ key } option must be a function.` );
	}
}
