/**
 * The development shop's HTTP server: one router over the Stripe emulation,
 * test controls, faults, Store API, wc-ajax, admin-ajax, static bundles and
 * pages.
 *
 * Follows: WordPress's request bootstrap (wp-blog-header.php →
 * template-loader.php) and WooCommerce's WC_AJAX::do_wc_ajax(), as one
 * router.
 */
import './plugins';
import http from 'node:http';
import http2 from 'node:http2';
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
import { WALLET_ACTIONS } from './stripe-gateway/wc-ajax/payment-request';
import { paymentRequestRedirect } from './stripe-gateway/payment-request-redirect';
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
import { cartBlockPage } from './woocommerce/templates/cart-block-page';
import { sendNotFound } from './woocommerce/templates/layout';
import { storefrontForms } from './woocommerce/form-handler/storefront-forms';
import { cancelOrder } from './woocommerce/form-handler/cancel-order';
import { accountForms } from './woocommerce/form-handler/account-forms';
import { adminAjax } from './wordpress/admin-ajax';
import { usersMeRoute } from './wordpress/rest-users';
import { restRequestUrl } from './wordpress/rest-route';
import type { Certificate } from './http/tls';

const AJAX_ACTIONS = {
	...SHOP_ACTIONS,
	...GATEWAY_ACTIONS,
	...WALLET_ACTIONS,
};

function pages( ctx: Context ): boolean {
	const path = ctx.url.pathname;
	let match: RegExpExecArray | null;
	if ( paymentRequestRedirect( ctx ) ) {
		// The gateway's template_redirect answered.
	} else if ( path === '/' || path === '/shop/' ) {
		shopPage( ctx );
	} else if ( ( match = /^\/product\/([\w-]+)\/?$/.exec( path ) ) ) {
		productPage( ctx, match[ 1 ] );
	} else if ( path === '/cart/' ) {
		cartPage( ctx );
	} else if ( path === '/cart-block/' ) {
		cartBlockPage( ctx );
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
	res: ServerResponse,
	scheme: 'http' | 'https'
): Promise< void > {
	// HTTP/2 names the host in `:authority`.
	const host = req.headers.host || req.headers[ ':authority' ] || '127.0.0.1';
	const origin = `${ scheme }://${ host }`;
	const asked = new URL( req.url || '/', origin );
	const url =
		restRequestUrl( asked, state.settings.plainPermalinks ) ||
		// No route there with plain permalinks: the 404 page below.
		new URL( '/wp-json-is-not-a-route-with-plain-permalinks/', origin );
	// Faults reach every call a page makes, Stripe's API calls included.
	if ( applyFault( state, url, res ) ) {
		return;
	}
	if (
		await handleStripeRequest(
			state.account,
			req,
			res,
			url,
			undefined,
			() => state.settings.storeCountry
		)
	) {
		return;
	}
	if ( serveStatic( url, res ) ) {
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

/** One request, answered; a failure inside is the shop's 500. */
function answerWith( state: ShopState, scheme: 'http' | 'https' ) {
	return ( req: IncomingMessage, res: ServerResponse ) => {
		route( state, req, res, scheme ).catch( ( error ) => {
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
	};
}

export function createShopServer(
	state: ShopState = createShopState()
): http.Server {
	return http.createServer( answerWith( state, 'http' ) );
}

/**
 * The shop over HTTPS, speaking HTTP/2 to browsers that do, as a real store
 * serves its pages (http/tls.js makes the certificate). The HTTP/2
 * compatibility API is a superset of what the routes use.
 */
export function createShopTlsServer(
	state: ShopState,
	tls: Certificate
): http2.Http2SecureServer {
	return http2.createSecureServer(
		{ ...tls, allowHTTP1: true },
		answerWith( state, 'https' ) as unknown as Parameters<
			typeof http2.createSecureServer
		>[ 1 ]
	);
}
