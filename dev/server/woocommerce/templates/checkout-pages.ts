/**
 * The block checkout page (the host renders it from our registered methods),
 * the order-received page (which also finishes redirect returns) and the
 * pay-for-order page.
 *
 * Follows: woocommerce src/Blocks/BlockTypes/Checkout.php render() and
 * includes/shortcodes/class-wc-shortcode-checkout.php (order pay, order
 * received).
 */
import type { Context } from '../../context';
import { escapeHtml, sendHtml } from '../../http/respond';
import { doAction } from '../../wordpress/hooks';
import { renderPage } from './layout';
import { clearCartAfterPayment } from '../includes/clear-cart-after-payment';
import { orderReceivedHtml } from './order-received';
import { storeApiNonce, wcSettings } from '../blocks/asset-data';
import { STYLE as BLOCK_CHECKOUT_STYLE } from '../../../browser/blocks-host/style';
import {
	checkoutData,
	preloadedRequests,
	preloadingScript,
} from '../blocks/checkout-data';
import {
	blockCheckoutSkeleton,
	checkoutWrapperAttributes,
} from '../blocks/checkout-skeleton';
import { enqueuedScripts } from '../includes/page-hooks';

function notices( ctx: Context ): string {
	const list = ctx.session.notices.splice( 0 );
	return list.length
		? `<div class="woocommerce-notices-wrapper">${ list.map( ( notice ) => `<div class="wc-block-components-notice-banner is-${ notice.type }" role="alert">${ escapeHtml( notice.text ) }</div>` ).join( '' ) }</div>`
		: '';
}

export function blockCheckoutPage( ctx: Context ): void {
	if ( ! ctx.session.cart.lines.length ) {
		sendHtml(
			ctx.res,
			200,
			renderPage( ctx, {
				title: 'Checkout',
				body: `${ notices( ctx ) }<p class="wc-block-checkout-empty">Your cart is currently empty!</p><p><a href="/shop/">Browse store</a></p>`,
			} )
		);
		return;
	}
	const { settings } = ctx.state;
	const enqueued = enqueuedScripts( ctx, { kind: 'checkout', block: true } );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Checkout',
			// The gateway's express script, which our plugin replaces, leaves
			// its params where wallets show here.
			globals: enqueued.globals,
			bodyClass: 'woocommerce-checkout',
			// Notices printed on the server sit above the checkout, which
			// starts as WooCommerce's skeleton with its stylesheet.
			body: `${ notices(
				ctx
			) }<style>${ BLOCK_CHECKOUT_STYLE }</style><div id="wc-block-checkout" class="wp-block-woocommerce-checkout alignwide is-loading" data-block-name="woocommerce/checkout"${ checkoutWrapperAttributes( ctx ) }>${ blockCheckoutSkeleton(
				ctx
			) }</div>`,
			// WooCommerce preloads the cart into apiFetch's preloading
			// middleware before its settings script, then reads the checkout
			// (whose GET makes the draft order) into `checkoutData`.
			inlineBefore: {
				'wc-settings': preloadingScript( preloadedRequests( ctx ) ),
			},
			inlineGlobals: {
				wcSettings: {
					...wcSettings( ctx ),
					checkoutData: checkoutData( ctx ),
				},
				wcBlocksMiddlewareConfig: {
					storeApiNonce: storeApiNonce( ctx ),
					wcStoreApiNonceTimestamp: Math.floor( Date.now() / 1000 ),
				},
			},
			page: 'block checkout',
			scripts: [
				...( settings.stripeFails ? [] : [ 'stripe' ] ),
				'wc-blocks-checkout',
			],
			scriptDeps: {
				'wc-blocks-checkout': [ 'wc-stripe-block-checkout' ],
			},
		} )
	);
}

/**
 * The order-received page: a return from a bank page settles the order
 * first (the gateway, on `wp`); then what WooCommerce shows for this order and this visitor
 * (order-received.ts).
 */
export function orderReceivedPage( ctx: Context, orderId: number ): void {
	const found = ctx.state.orders.get( orderId );
	const order =
		found && found.key === ctx.url.searchParams.get( 'key' )
			? found
			: undefined;
	// The gateway settles a return from a bank page first (or fails the
	// order and sends the shopper back), as on WordPress's `wp` action.
	if ( order ) {
		doAction( 'wp', ctx, { kind: 'order-received', order } );
		if ( ctx.res.headersSent ) {
			return;
		}
	}
	if ( order ) {
		clearCartAfterPayment( ctx.state, ctx.session, order );
	}
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Order received',
			bodyClass: 'woocommerce-order-received',
			body: orderReceivedHtml( ctx, order ),
		} )
	);
}

export { orderPayPage } from './classic-pay-pages';
