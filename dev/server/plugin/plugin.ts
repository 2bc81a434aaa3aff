/**
 * This project's plugin's main file: what it hooks into WordPress when it
 * is loaded. Here, the parts the shop stands in for: the preloads in the
 * head (`wp_preload_resources`), the cart preloaded after `wp-api-fetch`
 * where the wallet buttons start from it (`wp_print_footer_scripts`,
 * priority 8), what it prints on WooCommerce's pages (template-hooks.ts),
 * and our handles' translations from the gateway's pack
 * (`pre_load_script_translations`). The handles themselves (ours in place
 * of the gateway's) are the shop's script loader's, read from
 * assets/js/pages/page-handles.json as the plugin reads it.
 *
 * Follows: woocommerce-gateway-stripe-frontend.php (this project's plugin):
 * its add_action()/add_filter() lines.
 */
import { addAction, addFilter } from '../wordpress/hooks';
import { scriptSource } from '../wordpress/script-loader';
import { packScriptTranslations } from './gateway-pack-translations';
import { preloadedCartScript, readsCart } from './preloaded-cart';
import { preloadLinks } from './preloads';
import { hookTemplates } from './template-hooks';
import { hookPaymentRequestSpace } from './payment-request-space';
import type { PrintedPage } from '../woocommerce/templates/layout';

/** The wallet buttons open where the gateway prints their params. */
const hasWallets = ( page: PrintedPage ) =>
	'wc_stripe_express_checkout_params' in page.globals;

export function loadPlugin(): void {
	hookTemplates();
	hookPaymentRequestSpace();
	addFilter( 'wp_preload_resources', ( links, ctx, page ) => {
		const wallets = hasWallets( page );
		return (
			links +
			preloadLinks(
				page.handle,
				[
					...( wallets ? [ 'wallet-buttons' ] : [] ),
					...( readsCart( page.kind, wallets )
						? [ 'cart-sheet' ]
						: [] ),
				],
				page.scripts.includes( 'stripe' )
					? scriptSource( 'stripe' )
					: null
			)
		);
	} );
	addAction(
		'wp_print_footer_scripts',
		( ctx, page, inlineAfter ) => {
			// The buttons read the cart the plugin preloads where they
			// start from it.
			if ( readsCart( page.kind, hasWallets( page ) ) ) {
				inlineAfter[ 'wp-api-fetch' ] = preloadedCartScript( ctx );
			}
		},
		8
	);
	addFilter(
		'pre_load_script_translations',
		( translations, file, handle, domain, locale ) =>
			translations !== null ||
			file !== false ||
			domain !== 'woocommerce-gateway-stripe'
				? translations
				: packScriptTranslations( handle, domain, locale )
	);
}
