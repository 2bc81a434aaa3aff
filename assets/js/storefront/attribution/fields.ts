/**
 * The attribution fields' values: WooCommerce's page global maps each field
 * to a place in sourcebuster's data (`current.src` is the `src` pair of
 * `sbjs_current`).
 */
import { unpack } from './sbjs-format';

export type AttributionValues = Record< string, string | null >;

/** The element WooCommerce prints where a form sends the fields. */
export const ELEMENT_NAME = 'wc-order-attribution-inputs';

export function attributionValues(
	cookies: Record< string, string | null >,
	fields: Record< string, string >
): AttributionValues {
	const values: AttributionValues = {};
	for ( const [ field, path ] of Object.entries( fields ) ) {
		const [ container, alias ] = String( path ).split( '.' );
		values[ field ] =
			unpack( cookies[ `sbjs_${ container }` ] )[ alias ] ?? null;
	}
	return values;
}
