/**
 * WooCommerce Store API v1's routes (src/StoreApi/Routes/V1/*.php): the cart
 * routes and checkout, with the Nonce header rules. The headers and error
 * shape of every answer are answers.ts's; which cart and which customer a
 * request works with is request.ts's.
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/*.php and RoutesController.php.
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
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
import { cartResponse } from './cart-schema';
import { expressAddressChange } from '../../stripe-gateway/wc-ajax/express-address';
import { checkoutRoute, payForOrderRoute } from './checkout';
import { storeRequest } from './request';
import { storeError, storeHeaders } from './answers';
import type { StoreContext } from './request';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export const STORE_API_PREFIX = '/wp-json/wc/store/v1';

function nonceProblem( ctx: StoreContext ): boolean {
	const nonce = ctx.req.headers.nonce;
	if ( ! nonce ) {
		storeError(
			ctx,
			401,
			'woocommerce_rest_missing_nonce',
			'Missing the Nonce header. This endpoint requires a valid nonce.'
		);
		return true;
	}
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.storeApi,
			nonce
		)
	) {
		storeError(
			ctx,
			403,
			'woocommerce_rest_invalid_nonce',
			'Nonce is invalid.'
		);
		return true;
	}
	return false;
}

/**
 * WooCommerce asks every cart write for the Nonce header unless the request
 * carries a valid cart token (AbstractCartRoute::requires_nonce); the
 * checkout always asks for it (Checkout::requires_nonce).
 */
function needsNonce( ctx: StoreContext, route: string, method: string ) {
	if ( route.startsWith( '/checkout' ) ) {
		return true;
	}
	return method !== 'GET' && route.startsWith( '/cart' ) && ! ctx.tokenCart;
}

function cartAnswer( ctx: StoreContext, status = 200 ) {
	sendJson(
		ctx.res,
		status,
		cartResponse( ctx.session.cart, ctx.state.settings ),
		storeHeaders( ctx )
	);
}

/** WordPress's own refusal of a cookie whose REST nonce is wrong. */
function refuseCookie( ctx: Context ) {
	sendJson( ctx.res, 403, {
		code: 'rest_cookie_invalid_nonce',
		message: 'Cookie check failed',
		data: { status: 403 },
	} );
}

async function cartRoutes(
	ctx: StoreContext,
	route: string,
	method: string
): Promise< void > {
	const writes = method !== 'GET';
	const { cart } = ctx.session;
	const body = ctx.body;
	if ( route === '/cart' && method === 'GET' ) {
		cartAnswer( ctx );
	} else if ( route === '/cart/add-item' && writes ) {
		addItem( cart, {
			id: Number( body.id ),
			quantity: body.quantity === undefined ? 1 : Number( body.quantity ),
			variation: Array.isArray( body.variation )
				? ( body.variation as never )
				: [],
			addonValue:
				typeof body[ 'addon-gift-message' ] === 'string'
					? ( body[ 'addon-gift-message' ] as string )
					: '',
		} );
		cartAnswer( ctx, 201 );
	} else if ( route === '/cart/remove-item' && writes ) {
		removeItem( cart, String( body.key || '' ) );
		cartAnswer( ctx );
	} else if ( route === '/cart/update-item' && writes ) {
		updateItem( cart, String( body.key || '' ), Number( body.quantity ) );
		cartAnswer( ctx );
	} else if ( route === '/cart/apply-coupon' && writes ) {
		applyCoupon( cart, String( body.code || '' ) );
		cartAnswer( ctx );
	} else if ( route === '/cart/remove-coupon' && writes ) {
		removeCoupon( cart, String( body.code || '' ) );
		cartAnswer( ctx );
	} else if ( route === '/cart/update-customer' && writes ) {
		const change = expressAddressChange( ctx );
		cart.billing = mergeAddress( cart.billing, change.billing_address );
		cart.shipping = change.shipping_address
			? mergeAddress( cart.shipping, change.shipping_address )
			: cart.shipping;
		cartAnswer( ctx );
	} else if ( route === '/cart/select-shipping-rate' && writes ) {
		if ( ! body.rate_id ) {
			throw new CartError(
				'woocommerce_rest_cart_missing_rate_id',
				'Invalid Rate ID.'
			);
		}
		cart.selectedRate = String( body.rate_id );
		cartAnswer( ctx );
	} else if ( route === '/checkout' ) {
		await checkoutRoute( ctx );
	} else if ( /^\/checkout\/\d+$/.test( route ) ) {
		await payForOrderRoute( ctx, Number( route.split( '/' )[ 2 ] ) );
	} else {
		storeError(
			ctx,
			404,
			'rest_no_route',
			'No route was found matching the URL and request method.'
		);
	}
}

export async function storeApi( context: Context ): Promise< boolean > {
	if ( ! context.url.pathname.startsWith( STORE_API_PREFIX ) ) {
		return false;
	}
	const ctx = storeRequest( context );
	if ( ! ctx ) {
		refuseCookie( context );
		return true;
	}
	const route = ctx.url.pathname
		.slice( STORE_API_PREFIX.length )
		.replace( /\/$/, '' );
	const method = ctx.req.method || 'GET';
	if ( needsNonce( ctx, route, method ) && nonceProblem( ctx ) ) {
		return true;
	}
	try {
		await cartRoutes( ctx, route, method );
	} catch ( error ) {
		if ( error instanceof CartError ) {
			storeError(
				ctx,
				error.status,
				error.code,
				error.message,
				error.status === 409
					? {
							cart: cartResponse(
								ctx.session.cart,
								ctx.state.settings
							),
						}
					: {}
			);
		} else {
			throw error;
		}
	}
	return true;
}
