/**
 * The development shop's HTTP server: one router over the Stripe emulation,
 * test controls, faults, Store API, wc-ajax, admin-ajax, static bundles and
 * pages.
 *
 * Follows: WordPress's request bootstrap (wp-blog-header.php →
 * template-loader.php) and WooCommerce's WC_AJAX::do_wc_ajax(), as one
 * router.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from './context';
import { applyFault } from './dev-shop/faults';
import { readBody } from './http/body';
import { sendJson, sendText } from './http/respond';
import { serveStatic } from './http/static-files';
import { createShopState } from './dev-shop/seed';
import type { ShopState } from './dev-shop/state';
import { sessionFor } from './woocommerce/includes/sessions';
import { handleStripeRequest } from './stripe/routes';
import { devControls } from './dev-shop/controls';
import { storeApi } from './woocommerce/store-api/routes';
import { GATEWAY_ACTIONS } from './stripe-gateway/wc-ajax/actions';
import { EXPRESS_ACTIONS } from './stripe-gateway/wc-ajax/express';
import { SHOP_ACTIONS } from './woocommerce/wc-ajax/actions';
import {
	blockCheckoutPage,
	orderPayPage,
	orderReceivedPage,
} from './woocommerce/templates/checkout-pages';
import {
	cartPage,
	productPage,
	shopPage,
} from './woocommerce/templates/store-pages';
import { myAccountPage } from './woocommerce/templates/account-pages';
import { classicCheckoutPage } from './woocommerce/templates/classic-checkout-page';
import { sendNotFound } from './woocommerce/templates/layout';
import { storefrontForms } from './woocommerce/form-handler/storefront-forms';
import { cancelOrder } from './woocommerce/form-handler/cancel-order';
import { accountForms } from './woocommerce/form-handler/account-forms';
import { adminAjax } from './wordpress/admin-ajax';
import { usersMeRoute } from './wordpress/rest-users';

const AJAX_ACTIONS = {
	...SHOP_ACTIONS,
	...GATEWAY_ACTIONS,
	...EXPRESS_ACTIONS,
};

function pages( ctx: Context ): boolean {
	const path = ctx.url.pathname;
	let match: RegExpExecArray | null;
	if ( path === '/' || path === '/shop/' ) {
		shopPage( ctx );
	} else if ( ( match = /^\/product\/([\w-]+)\/?$/.exec( path ) ) ) {
		productPage( ctx, match[ 1 ] );
	} else if ( path === '/cart/' ) {
		cartPage( ctx );
	} else if ( path === '/checkout/' ) {
		blockCheckoutPage( ctx );
	} else if ( path === '/classic-checkout/' ) {
		classicCheckoutPage( ctx );
	} else if (
		( match = /^\/checkout\/order-received\/(\d+)\/?$/.exec( path ) )
	) {
		orderReceivedPage( ctx, Number( match[ 1 ] ) );
	} else if ( ( match = /^\/checkout\/order-pay\/(\d+)\/?$/.exec( path ) ) ) {
		orderPayPage( ctx, Number( match[ 1 ] ) );
	} else if ( path.startsWith( '/my-account/' ) ) {
		myAccountPage( ctx );
	} else {
		sendNotFound( ctx );
	}
	return true;
}

async function route(
	state: ShopState,
	req: IncomingMessage,
	res: ServerResponse
): Promise< void > {
	const origin = `http://${ req.headers.host || '127.0.0.1' }`;
	const url = new URL( req.url || '/', origin );
	// Faults reach every call a page makes, Stripe's API calls included.
	if ( applyFault( state, url, res ) ) {
		return;
	}
	if ( await handleStripeRequest( state.account, req, res, url ) ) {
		return;
	}
	if ( serveStatic( url.pathname, res ) ) {
		return;
	}
	const session = sessionFor( state, req, res );
	const body =
		req.method === 'POST' || req.method === 'PUT'
			? await readBody( req )
			: {};
	const ctx: Context = { state, session, req, res, url, origin, body };
	if ( ( await devControls( ctx ) ) || ( await storeApi( ctx ) ) ) {
		return;
	}
	const action = url.searchParams.get( 'wc-ajax' );
	if ( action ) {
		const handler = Object.prototype.hasOwnProperty.call(
			AJAX_ACTIONS,
			action
		)
			? AJAX_ACTIONS[ action as keyof typeof AJAX_ACTIONS ]
			: null;
		if ( handler ) {
			handler( ctx );
		} else {
			// WC_AJAX::do_wc_ajax(): no handler ran, then wp_die(): 200, empty.
			sendText( res, 200, '' );
		}
		return;
	}
	// No component registers a wp_ajax_ action the storefront calls: the
	// gateway's setup intent is a wc-ajax action (GATEWAY_ACTIONS).
	if ( adminAjax( ctx, {} ) || usersMeRoute( ctx ) ) {
		return;
	}
	if (
		! cancelOrder( ctx ) &&
		! accountForms( ctx ) &&
		! storefrontForms( ctx )
	) {
		pages( ctx );
	}
}

export function createShopServer(
	state: ShopState = createShopState()
): http.Server {
	return http.createServer( ( req, res ) => {
		route( state, req, res ).catch( ( error ) => {
			// eslint-disable-next-line no-console
			console.error( error );
			if ( ! res.headersSent ) {
				sendJson( res, 500, {
					code: 'woocommerce_rest_unknown_server_error',
					message: 'Unknown server error',
					data: { status: 500 },
				} );
			} else {
				res.end();
			}
		} );
	} );
}
