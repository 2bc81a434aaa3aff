/**
 * The same wallet buttons on product and cart pages (the only pages with a
 * product form to follow), where no other payment script runs. These pages
 * load neither React nor `@wordpress/data` (WooCommerce's own storefront
 * pages do not), so the buttons run on the framework-free core: their
 * settings, Stripe.js loaded once here, and the payment flow kept in page
 * memory instead of on the `wc/stripe` store.
 */
import { readClassicExpressSettings } from '../core/settings/read-classic-express-settings';
import { loadStripeJs } from '../core/stripe/load-stripe';
import { whenShopperActs } from '../core/dom/when-shopper-acts';
import type { ExpressSettings } from '../core/settings/types';
import { printedSheet } from './initial-sheet';
import type { PageOptions } from './start';
import { startOnPage } from './start';

/**
 * The buttons of either page; a product page hands over how to follow its
 * form (product-buttons.ts), which the cart page does not carry.
 */
export function startProductCartButtons(
	watchProductForm?: PageOptions[ 'watchProductForm' ]
): void {
	let settings: ExpressSettings | null = null;
	try {
		settings = readClassicExpressSettings();
	} catch ( error ) {
		// The gateway printed no usable settings: no buttons, and the store
		// admin is told which key is wrong.
		// eslint-disable-next-line no-console
		console.error( error instanceof Error ? error.message : error );
		return;
	}
	let stripe: ReturnType< typeof loadStripeJs > | null = null;
	const loadStripe = () =>
		( stripe ||= loadStripeJs( settings!.publishableKey, {
			locale: settings!.locale,
		} ) );
	// The payment flow kept in page memory: its code (the flow's steps)
	// loads at the shopper's first input beside the sheet's, not with the
	// buttons.
	const memoryFlow = whenShopperActs( () => import( './memory-flow' ) );
	startOnPage( settings, {
		loadStripe,
		flow: ( transport ) =>
			memoryFlow().then( ( { memoryWalletFlow } ) =>
				memoryWalletFlow( {
					getStripe: loadStripe,
					express: settings!,
					transport,
				} )
			),
		printed: printedSheet,
		watchProductForm,
	} );
}
