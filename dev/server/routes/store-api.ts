/**
 * WooCommerce Store API v1: cart routes and checkout, with the
 * Nonce header rules, response headers and error shapes.
 */
import type { Context } from '../context';
import { sendJson } from '../http/respond';
import { nonceFor, verifyNonce } from '../shop/state';
import {
	CartError,
	addItem,
	applyCoupon,
	mergeAddress,
	removeCoupon,
	removeItem,
	updateItem,
} from '../shop/cart-ops';
import { cartResponse } from '../shop/cart-response';
import { checkoutRoute, payForOrderRoute } from './store-checkout';

export const STORE_API_PREFIX = '/wp-json/wc/store/v1';
export const STORE_NONCE_ACTION = 'wc_store_api';

export function storeHeaders( ctx: Context ): Record< string, string > {
	return {
		Nonce: nonceFor( ctx.state, ctx.session, STORE_NONCE_ACTION ),
		'Nonce-Timestamp': String( Math.floor( Date.now() / 1000 ) ),
		'User-ID': String( ctx.session.customerId ),
		'Cart-Token': `devshop.${ ctx.session.id }`,
	};
}

export function storeError(
	ctx: Context,
	status: number,
	code: string,
	message: string,
	extra: Record< string, unknown > = {}
) {
	sendJson(
		ctx.res,
		status,
		{ code, message, data: { status, ...extra } },
		storeHeaders( ctx )
	);
}

function nonceProblem( ctx: Context ): boolean {
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
	if ( ! verifyNonce( ctx.state, ctx.session, STORE_NONCE_ACTION, nonce ) ) {
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

function cartAnswer( ctx: Context, status = 200 ) {
	sendJson(
		ctx.res,
		status,
		cartResponse( ctx.session.cart, ctx.state.settings ),
		storeHeaders( ctx )
	);
}

export async function storeApi( ctx: Context ): Promise< boolean > {
	if ( ! ctx.url.pathname.startsWith( STORE_API_PREFIX ) ) {
		return false;
	}
	const route = ctx.url.pathname
		.slice( STORE_API_PREFIX.length )
		.replace( /\/$/, '' );
	const method = ctx.req.method || 'GET';
	const writes = method !== 'GET';
	if (
		( writes && route.startsWith( '/cart' ) ) ||
		route.startsWith( '/checkout' )
	) {
		if ( nonceProblem( ctx ) ) {
			return true;
		}
	}
	const { cart } = ctx.session;
	const body = ctx.body;
	try {
		if ( route === '/cart' && method === 'GET' ) {
			cartAnswer( ctx );
		} else if ( route === '/cart/add-item' && writes ) {
			addItem( cart, {
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
			cartAnswer( ctx, 201 );
		} else if ( route === '/cart/remove-item' && writes ) {
			removeItem( cart, String( body.key || '' ) );
			cartAnswer( ctx );
		} else if ( route === '/cart/update-item' && writes ) {
			updateItem(
				cart,
				String( body.key || '' ),
				Number( body.quantity )
			);
			cartAnswer( ctx );
		} else if ( route === '/cart/apply-coupon' && writes ) {
			applyCoupon( cart, String( body.code || '' ) );
			cartAnswer( ctx );
		} else if ( route === '/cart/remove-coupon' && writes ) {
			removeCoupon( cart, String( body.code || '' ) );
			cartAnswer( ctx );
		} else if ( route === '/cart/update-customer' && writes ) {
			cart.billing = mergeAddress( cart.billing, body.billing_address );
			cart.shipping = body.shipping_address
				? mergeAddress( cart.shipping, body.shipping_address )
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
	} catch ( error ) {
		if ( error instanceof CartError ) {
			storeError(
				ctx,
				error.status,
				error.code,
				error.message,
				error.status === 409
					? { cart: cartResponse( cart, ctx.state.settings ) }
					: {}
			);
		} else {
			throw error;
		}
	}
	return true;
}
