/**
 * Where else this project's plugin shows wallet buttons, as it prints them
 * (includes/wallet-areas.php): the Cart block's express area kept from the
 * first paint (`cartWalletSpaceStyle`), and the mini cart's buttons, where
 * the store opted in (the
 * `miniCartWallets` dev setting stands for its filter,
 * `wc_stripe_frontend_mini_cart_wallets`) and the store owner shows wallets
 * on the cart (the mini cart is a cart):
 *
 * - on a page with a mini cart (not the cart or checkout, where WooCommerce
 *   hides it), the gateway's express params for a cart, with the REST nonce
 *   (`wc_stripe_mini_cart_params`), and Stripe.js;
 * - in the classic widget, an empty slot after its buttons, printed again
 *   with every cart fragment.
 *
 * Follows: woocommerce-gateway-stripe-frontend (this project's plugin,
 * includes/wallet-areas.php).
 */
import type { Context } from '../context';
import type { DevSettings } from '../dev-shop/settings';
import { expressData } from '../stripe-gateway/page-data/express-params';
import {
	BUTTON_HEIGHT,
	expressReserve,
	walletsOn,
} from '../stripe-gateway/page-data/express-wallets';
import { nonceFor } from '../wordpress/nonces';
import { WORDPRESS_NONCES } from '../wordpress/nonce-actions';

export const miniCartWalletsOn = ( settings: DevSettings ) =>
	settings.miniCartWallets && walletsOn( settings, 'cart' );

/** The widget's slot, after its buttons. */
export const miniCartSlotHtml = ( settings: DevSettings ) =>
	miniCartWalletsOn( settings )
		? '<div class="wc-stripe-mini-cart-wallets" style="display:none"></div>'
		: '';

/** The page's settings for the mini cart's buttons, or none. */
export function miniCartGlobals( ctx: Context, showsMiniCart: boolean ) {
	if ( ! showsMiniCart || ! miniCartWalletsOn( ctx.state.settings ) ) {
		return {};
	}
	const params = expressData( ctx, {} );
	return {
		wc_stripe_mini_cart_params: {
			...params,
			nonce: {
				...params.nonce,
				wp_rest: nonceFor(
					ctx.state,
					ctx.session,
					WORDPRESS_NONCES.rest
				),
			},
		},
	};
}

/**
 * The head's rule keeping the Cart block's express area while it is empty:
 * a row per wallet offered, 12 px gaps, the 16 px above a filled area, the
 * "Or" rule's margins and line.
 */
export function cartWalletSpaceStyle( settings: DevSettings ): string {
	const { rows } = expressReserve( settings );
	if ( ! walletsOn( settings, 'cart' ) || ! rows ) {
		return '';
	}
	const space = rows * ( BUTTON_HEIGHT + 12 ) - 12 + 48;
	return `<style id="wc-stripe-cart-wallets-space">.wp-block-woocommerce-cart :is(.wp-block-woocommerce-cart-express-payment-block,.wc-block-cart__payment-options):empty{min-height:calc(${ space }px + 1lh)!important}</style>`;
}
