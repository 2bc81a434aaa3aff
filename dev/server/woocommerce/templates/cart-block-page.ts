/**
 * The Cart block's page (`/cart-block/`), as WooCommerce prints a page
 * whose content is the Cart block: the block's element with its inner
 * blocks, empty, in the `is-loading` state (the host draws the cart there,
 * dev/browser/blocks-host/cart/), the cart preloaded into apiFetch before
 * WooCommerce's settings, `wcSettings` with the Cart block's data and the
 * gateway's block data, and, where the store owner shows wallets on the
 * cart, the gateway's express params (`wp_enqueue_scripts`), with our
 * plugin's rule for the express area (`wp_head`). Our plugin gives the page the block
 * checkout's script, through the gateway's block integration the Cart
 * block's script depends on.
 *
 * Follows: woocommerce 10.0.2 src/Blocks/BlockTypes/Cart.php (render(), its
 * i2/i3 inner blocks, enqueue_data()) and includes/page-kind.php (ours).
 */
import type { Context } from '../../context';
import { escapeHtml, sendHtml } from '../../http/respond';
import { renderPage } from './layout';
import { storeApiNonce, wcSettings } from '../blocks/asset-data';
import { preloadedRequests, preloadingScript } from '../blocks/checkout-data';
import { CART_STYLE } from '../../../browser/blocks-host/cart/cart-style';
import { doAction } from '../../wordpress/hooks';
import { enqueuedScripts } from '../includes/page-hooks';

const block = ( name: string, inner = '', style = '' ) =>
	`<div data-block-name="woocommerce/${ name }" class="wp-block-woocommerce-${ name }"${
		style ? ` style="${ escapeHtml( style ) }"` : ''
	}>${ inner }</div>`;

/** The Cart block's saved inner blocks, as `Cart::render()` completes them. */
function cartBlockMarkup( lines: number ): string {
	const totals = [
		block( 'cart-order-summary-block' ),
		block( 'cart-express-payment-block' ),
		block( 'proceed-to-checkout-block' ),
		block( 'cart-accepted-payment-methods-block' ),
	].join( '' );
	return `<div id="wc-block-cart" class="wp-block-woocommerce-cart alignwide is-loading" data-block-name="woocommerce/cart">${ block(
		'filled-cart-block',
		block(
			'cart-items-block',
			block( 'cart-line-items-block', '', `--lines:${ lines }` )
		) + block( 'cart-totals-block', totals )
	) }${ block(
		'empty-cart-block',
		'<h2 class="wp-block-heading has-text-align-center with-empty-cart-icon wc-block-cart__empty-cart__title">Your cart is currently empty!</h2><p class="has-text-align-center"><a href="/shop/">Browse store</a></p>'
	) }</div>`;
}

export function cartBlockPage( ctx: Context ): void {
	const { settings } = ctx.state;
	const page = { kind: 'cart', block: true } as const;
	const enqueued = enqueuedScripts( ctx, page );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Cart',
			bodyClass: 'woocommerce-cart woocommerce-page',
			// Our plugin keeps the express area from the first paint.
			head: doAction( 'wp_head', ctx, page, enqueued ),
			body: `<style>${ CART_STYLE }</style>${ cartBlockMarkup(
				ctx.session.cart.lines.length
			) }`,
			globals: enqueued.globals,
			inlineBefore: {
				'wc-settings': preloadingScript( preloadedRequests( ctx ) ),
			},
			inlineGlobals: {
				wcSettings: wcSettings( ctx, 'cart' ),
				wcBlocksMiddlewareConfig: {
					storeApiNonce: storeApiNonce( ctx ),
					wcStoreApiNonceTimestamp: Math.floor( Date.now() / 1000 ),
				},
			},
			// includes/page-kind.php: a Cart block page loads the block
			// checkout's script.
			page: 'block checkout',
			scripts: [
				...( settings.stripeFails ? [] : [ 'stripe' ] ),
				'wc-blocks-cart',
			],
			scriptDeps: { 'wc-blocks-cart': [ 'wc-stripe-block-checkout' ] },
		} )
	);
}
