/**
 * Wallet buttons in the mini cart, both kinds: WooCommerce's classic widget
 * and the Mini-Cart block's drawer (slots.ts says where). They sell the
 * whole cart, as the cart page's buttons do, read from the Store API each
 * time the mini cart is drawn again; a cart with nothing to pay, or a
 * browser without a wallet, shows none and takes no room. Like the product
 * and cart pages' buttons they run without React or `@wordpress/data`, on
 * a payment flow kept in page memory and the Stripe.js they were drawn
 * with, and make no request through apiFetch (the settings bring the REST
 * nonce), so a storefront page's script declares nothing more for them.
 */
import { createPageMemoryFlow } from '../../stores/payment-flow/page-memory-flow';
import { walletFlow } from '../../stores/payment-flow/wallet-flow';
import { parseExpressSettings } from '../../core/settings/parse-express-settings';
import type { ExpressSettings } from '../../core/settings/types';
import { loadStripeJs } from '../../core/stripe/load-stripe';
import { createTransport } from '../../core/transport/transport';
import { cartSheet } from '../read-cart';
import { startWalletButtons } from '../wallet-buttons';
import { watchMiniCarts } from './slots';

declare global {
	interface Window {
		wc_stripe_mini_cart_params?: unknown;
	}
}

export function startMiniCartWallets(): void {
	let settings: ExpressSettings;
	try {
		settings = parseExpressSettings( window.wc_stripe_mini_cart_params );
	} catch ( error ) {
		// Said to the store admin; the mini cart works as before.
		// eslint-disable-next-line no-console
		console.error( error instanceof Error ? error.message : error );
		return;
	}
	let stripe: ReturnType< typeof loadStripeJs > | null = null;
	const loadStripe = () =>
		( stripe ||= loadStripeJs( settings.publishableKey, {
			locale: settings.locale,
		} ) );
	const transport = createTransport();
	const flow = ( pageTransport: typeof transport ) =>
		walletFlow(
			createPageMemoryFlow( {
				getStripe: loadStripe,
				express: settings,
				transport: pageTransport,
			} )
		);
	watchMiniCarts( ( slot ) =>
		startWalletButtons(
			slot,
			settings,
			// The cart as it is now; unreadable, nothing is offered.
			() =>
				cartSheet( settings, transport ).then( ( answer ) =>
					answer.ok ? answer.value : null
				),
			loadStripe,
			flow
		)
	);
}
