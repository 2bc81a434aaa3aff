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
import {
	CartError,
	addItem,
	applyCoupon,
	mergeAddress,
	removeCoupon,
	removeItem,
	updateItem,
} from '../includes/cart-ops';
import { COUPONS } from '../includes/totals';
import { cartResponse } from './cart-schema';
import { expressAddressChange } from '../../stripe-gateway/wc-ajax/express-address';
import { checkoutRoute, payForOrderRoute } from './checkout';
import { restError, storeAnswer, storeError } from './answers';
import type { StoreAnswer } from './answers';
import { syncDraftWithCart } from './draft-order';
import type { StoreContext } from './request';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

type Handler = ( ctx: StoreContext ) => StoreAnswer;

interface Route {
	/** The route's path (a pattern for /checkout/{id}). */
	path: RegExp;
	methods: string[];
	/** `allow_batch`: the route may be one of a batch's requests. */
	batch: boolean;
	/** Arguments WordPress requires before the route runs. */
	required?: string[];
	handle: Handler;
}

function cartAnswer( ctx: StoreContext, status = 200 ): StoreAnswer {
	return storeAnswer(
		ctx,
		status,
		cartResponse( ctx.session.cart, ctx.state.settings, ctx.origin )
	);
}

const ROUTES: Route[] = [
	{
		path: /^\/cart$/,
		methods: [ 'GET' ],
		batch: false,
		handle: ( ctx ) => cartAnswer( ctx ),
	},
	{
		path: /^\/cart\/add-item$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const { body } = ctx;
			if ( body.key ) {
				throw new CartError(
					'woocommerce_rest_cart_item_exists',
					'Cannot create an existing cart item.'
				);
			}
			addItem( ctx.session.cart, {
				id: Number( body.id ),
				quantity:
					body.quantity === undefined ? 1 : Number( body.quantity ),
				variation: Array.isArray( body.variation )
					? ( body.variation as never )
					: [],
				addonValue:
					typeof body[ 'addon-gift-message' ] === 'string'
						? ( body[ 'addon-gift-message' ] as string )
						: '',
			} );
			return cartAnswer( ctx, 201 );
		},
	},
	{
		path: /^\/cart\/remove-item$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			removeItem( ctx.session.cart, String( ctx.body.key || '' ) );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/update-item$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const key = String( ctx.body.key || '' );
			// CartController::set_cart_item_quantity().
			if (
				! ctx.session.cart.lines.some( ( line ) => line.key === key )
			) {
				throw new CartError(
					'woocommerce_rest_cart_invalid_key',
					'Cart item does not exist.',
					409
				);
			}
			if ( ctx.body.quantity !== undefined ) {
				updateItem(
					ctx.session.cart,
					String( ctx.body.key || '' ),
					Number( ctx.body.quantity )
				);
			}
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/apply-coupon$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			applyCoupon( ctx.session.cart, String( ctx.body.code || '' ) );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/remove-coupon$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const code = String( ctx.body.code || '' )
				.trim()
				.toLowerCase();
			if ( ! ( code in COUPONS ) ) {
				throw new CartError(
					'woocommerce_rest_cart_coupon_error',
					'Invalid coupon code.'
				);
			}
			if ( ! ctx.session.cart.coupons.includes( code ) ) {
				throw new CartError(
					'woocommerce_rest_cart_coupon_invalid_code',
					'Coupon cannot be removed because it is not already applied to the cart.',
					409
				);
			}
			removeCoupon( ctx.session.cart, code );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/update-customer$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const { cart } = ctx.session;
			const change = expressAddressChange( ctx );
			cart.billing = mergeAddress( cart.billing, change.billing_address );
			cart.shipping = change.shipping_address
				? mergeAddress( cart.shipping, change.shipping_address )
				: cart.shipping;
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/select-shipping-rate$/,
		methods: [ 'POST' ],
		batch: true,
		required: [ 'rate_id' ],
		handle: ( ctx ) => {
			ctx.session.cart.selectedRate = String( ctx.body.rate_id );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/extensions$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			// No plugin of this shop registers a cart update callback.
			const namespace = ctx.body.namespace;
			throw new CartError(
				'woocommerce_rest_cart_extensions_error',
				typeof namespace === 'string'
					? `There is no such namespace registered: ${ namespace }.`
					: 'You must provide a plugin namespace when extending a Store REST endpoint.'
			);
		},
	},
	{
		path: /^\/checkout$/,
		methods: [ 'GET', 'POST' ],
		batch: true,
		handle: checkoutRoute,
	},
	{
		path: /^\/checkout\/\d+$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) =>
			payForOrderRoute(
				ctx,
				Number( ctx.url.pathname.split( '/' ).pop() )
			),
	},
	{
		// The batch route itself (batch.ts, which routes.ts sends a batch
		// to): known, and no part of a batch.
		path: /^\/batch$/,
		methods: [ 'POST' ],
		batch: false,
		handle: () => {
			throw new Error( 'A batch is served by batch.ts' );
		},
	},
];

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
