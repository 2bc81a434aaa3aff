/**
 * The Store API's routes (src/StoreApi/Routes/V1/*.php), each answering one
 * request, whether it came over HTTP or inside a batch (batch.ts): which
 * route and method a path names (WordPress answers 404 `rest_no_route`
 * otherwise), the arguments WordPress checks before a route runs, the
 * Nonce header rule, the route itself, its errors (409 carries the cart)
 * and, after every cart write, the draft order brought in line with the
 * cart.
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/AbstractCartRoute.php
 * get_response(), requires_nonce(), check_nonce(), cart_updated() and
 * get_route_error_response(); Cart.php, CartAddItem.php,
 * CartRemoveItem.php, CartUpdateItem.php, CartApplyCoupon.php,
 * CartRemoveCoupon.php, CartUpdateCustomer.php,
 * CartSelectShippingRate.php, CartExtensions.php, Checkout.php and
 * CheckoutOrder.php (WooCommerce Blocks 11.8; the cart token exempting
 * cart writes from the nonce as WooCommerce 9.x does).
 */
import { verifyNonce } from '../../wordpress/nonces';
import { CartError } from '../includes/cart-ops';
import { cartResponse } from './cart-schema';
import { restError, storeError } from './answers';
import type { StoreAnswer } from './answers';
import { syncDraftWithCart } from './draft-order';
import type { StoreContext } from './request';
import { ROUTES } from './route-table';
import type { Route } from './route-table';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

/** WordPress's answer for a path and method no route takes. */
export const noRoute = () =>
	restError(
		404,
		'rest_no_route',
		'No route was found matching the URL and request method.'
	);

/** The route a path and method name, or why WordPress refuses them. */
export function matchRoute(
	route: string,
	method: string
): Route | StoreAnswer {
	return (
		ROUTES.find(
			( entry ) =>
				entry.path.test( route ) && entry.methods.includes( method )
		) || noRoute()
	);
}

/** WordPress's `has_valid_params()`: the route's required arguments. */
export function missingParams(
	route: Route,
	ctx: StoreContext
): StoreAnswer | null {
	const missing = ( route.required || [] ).filter(
		( name ) => ctx.body[ name ] === undefined || ctx.body[ name ] === null
	);
	return missing.length
		? restError(
				400,
				'rest_missing_callback_param',
				`Missing parameter(s): ${ missing.join( ', ' ) }`,
				{ params: missing }
			)
		: null;
}

function nonceProblem( ctx: StoreContext ): StoreAnswer | null {
	const nonce = ctx.req.headers.nonce;
	if ( ! nonce ) {
		return storeError(
			ctx,
			401,
			'woocommerce_rest_missing_nonce',
			'Missing the Nonce header. This endpoint requires a valid nonce.'
		);
	}
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.storeApi,
			String( nonce )
		)
	) {
		return storeError(
			ctx,
			403,
			'woocommerce_rest_invalid_nonce',
			'Nonce is invalid.'
		);
	}
	return null;
}

const isWrite = ( method: string ) =>
	[ 'POST', 'PUT', 'PATCH', 'DELETE' ].includes( method );

/**
 * WooCommerce asks every cart write for the Nonce header unless the request
 * carries a valid cart token (AbstractCartRoute::requires_nonce); the
 * checkout always asks for it (Checkout::requires_nonce).
 */
function needsNonce( ctx: StoreContext, route: string, method: string ) {
	if ( ctx.skipNonce ) {
		return false;
	}
	if ( route.startsWith( '/checkout' ) ) {
		return true;
	}
	return isWrite( method ) && ! ctx.tokenCart;
}

/** A route's `get_response()`, once WordPress matched it. */
export function answerRoute(
	ctx: StoreContext,
	route: Route,
	path: string,
	method: string
): StoreAnswer {
	let answer: StoreAnswer | null = needsNonce( ctx, path, method )
		? nonceProblem( ctx )
		: null;
	if ( ! answer ) {
		try {
			answer = route.handle( ctx );
		} catch ( error ) {
			if ( ! ( error instanceof CartError ) ) {
				throw error;
			}
			answer = storeError(
				ctx,
				error.status,
				error.code,
				error.message,
				error.status === 409
					? {
							cart: cartResponse(
								ctx.session.cart,
								ctx.state.settings,
								ctx.origin
							),
						}
					: {}
			);
		}
	}
	// For cart writes: the draft order follows the cart.
	if ( isWrite( method ) && path.startsWith( '/cart' ) ) {
		syncDraftWithCart( ctx.state, ctx.session );
	}
	return answer;
}

/** One Store API request, from WordPress's match to the route's answer. */
export function serveRoute(
	ctx: StoreContext,
	path: string,
	method: string
): StoreAnswer {
	const route = matchRoute( path, method );
	if ( ! ( 'handle' in route ) ) {
		return route;
	}
	return (
		missingParams( route, ctx ) || answerRoute( ctx, route, path, method )
	);
}

export type { Route };
