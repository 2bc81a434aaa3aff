/**
 * Order attribution as WooCommerce saves it: the classic checkout and the
 * registration form post `wc_order_attribution_<field>` inputs; the block
 * checkout sends `extensions['woocommerce/order-attribution']` with the bare
 * field names. Only the known fields are kept, as strings.
 *
 * Follows: woocommerce src/Internal/Orders/OrderAttributionController.php.
 */
import { ATTRIBUTION_FIELDS, ATTRIBUTION_PREFIX } from './frontend-scripts';

export type Attribution = Record< string, string >;

const FIELDS = Object.keys( ATTRIBUTION_FIELDS );

function pick( read: ( field: string ) => unknown ): Attribution {
	const found: Attribution = {};
	for ( const field of FIELDS ) {
		const value = read( field );
		if ( typeof value === 'string' && value !== '' ) {
			found[ field ] = value;
		} else if ( typeof value === 'number' ) {
			found[ field ] = String( value );
		}
	}
	return found;
}

export function attributionFromForm(
	body: Record< string, unknown >
): Attribution {
	return pick( ( field ) => body[ ATTRIBUTION_PREFIX + field ] );
}

export function attributionFromExtensions( extensions: unknown ): Attribution {
	const data =
		extensions && typeof extensions === 'object'
			? ( extensions as Record< string, unknown > )[
					'woocommerce/order-attribution'
				]
			: null;
	return data && typeof data === 'object'
		? pick( ( field ) => ( data as Record< string, unknown > )[ field ] )
		: {};
}
