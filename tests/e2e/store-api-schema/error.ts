/**
 * A Store API error answer, as WooCommerce and WordPress write it: read
 * from WooCommerce Blocks 11.8 Routes/V1/AbstractRoute.php
 * error_to_response() (`code`, `message`, `data` with the HTTP `status`;
 * `additional_errors` when there were several) and
 * AbstractCartRoute::get_route_error_response() (a 409 carries the cart in
 * `data.cart`), and WordPress 6.x `rest_convert_error_to_response()`
 * (its own errors, such as `rest_invalid_param` with `data.params` and
 * `data.details`).
 */
import { CART } from './cart';
import { anyObject, arrayOf, integer, objectOf, string } from './schema';
import type { Schema } from './schema';

/** An error whose `data` holds these keys. */
const errorWith = ( data: Record< string, Schema > ): Schema =>
	objectOf(
		{
			code: string,
			message: string,
			data: objectOf( { status: integer, ...data } ),
			additional_errors: arrayOf( anyObject ),
		},
		[ 'additional_errors' ]
	);

/** AbstractRoute::error_to_response(). */
export const ERROR = errorWith( {} );

/** A 409: the cart comes with it, so the client can set itself right. */
export const CONFLICT = errorWith( { cart: CART } );

/** WordPress's argument errors. */
export const INVALID_PARAM = errorWith( {
	params: anyObject,
	details: anyObject,
} );

export const MISSING_PARAM = errorWith( { params: arrayOf( string ) } );
