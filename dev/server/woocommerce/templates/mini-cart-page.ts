/**
 * What a page with a mini cart adds to its scripts: with the Mini-Cart
 * block, WooCommerce's drawer script (the shop's stand-in, the
 * `wc-mini-cart-block` handle), its stylesheet and the Store API nonce its
 * cart writes send; what plugins enqueue on `wp_enqueue_scripts` for a
 * page with a mini cart (our plugin, where it shows wallets in the mini
 * cart: their settings and Stripe.js, plugin/template-hooks.ts).
 *
 * Follows: woocommerce 10.0.2 src/Blocks/BlockTypes/MiniCart.php
 * enqueue_assets() / enqueue_data() and this project's
 * includes/wallet-areas.php.
 */
import type { Context } from '../../context';
import { enqueuedScripts } from '../includes/page-hooks';
import { storeApiNonce } from '../blocks/asset-data';
import { MINI_CART_BLOCK_STYLE } from './mini-cart-block';

export function miniCartPage( ctx: Context, shows: boolean ) {
	const block = shows && ctx.state.settings.miniCart === 'block';
	// What plugins enqueue for the mini cart (our plugin's wallet buttons'
	// settings and Stripe.js, where the store shows them there).
	const enqueued = shows
		? enqueuedScripts( ctx, { kind: 'mini-cart' } )
		: { globals: {}, scripts: [] };
	return {
		globals: enqueued.globals,
		inlineGlobals: block
			? {
					wcBlocksMiddlewareConfig: {
						storeApiNonce: storeApiNonce( ctx ),
						wcStoreApiNonceTimestamp: Math.floor(
							Date.now() / 1000
						),
					},
				}
			: {},
		scripts: [
			...enqueued.scripts,
			...( block ? [ 'wc-mini-cart-block' ] : [] ),
		],
		style: block ? MINI_CART_BLOCK_STYLE : '',
	};
}
