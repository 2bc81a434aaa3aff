/**
 * What a page with a mini cart adds to its scripts: with the Mini-Cart
 * block, WooCommerce's drawer script (the shop's stand-in, the
 * `wc-mini-cart-block` handle), its stylesheet and the Store API nonce its
 * cart writes send; where our plugin shows wallets in the mini cart, their
 * settings and Stripe.js (plugin/wallet-areas.ts).
 *
 * Follows: woocommerce 10.0.2 src/Blocks/BlockTypes/MiniCart.php
 * enqueue_assets() / enqueue_data() and this project's
 * includes/wallet-areas.php.
 */
import type { Context } from '../../context';
import { miniCartGlobals } from '../../plugin/wallet-areas';
import { storeApiNonce } from '../blocks/asset-data';
import { MINI_CART_BLOCK_STYLE } from './mini-cart-block';

export function miniCartPage( ctx: Context, shows: boolean ) {
	const block = shows && ctx.state.settings.miniCart === 'block';
	const wallets = miniCartGlobals( ctx, shows );
	return {
		globals: wallets,
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
			...( Object.keys( wallets ).length ? [ 'stripe' ] : [] ),
			...( block ? [ 'wc-mini-cart-block' ] : [] ),
		],
		style: block ? MINI_CART_BLOCK_STYLE : '',
	};
}
