/**
 * `wc-stripe-checkout`: the classic checkout page. What every page does, the
 * checkout form with Stripe's payment methods (classic/checkout), show/hide
 * buttons on the login and create-account forms' password fields (those
 * forms stay folded, so their code comes with the shopper's first action),
 * and the wallet buttons where the gateway shows them.
 */
import '../classic/checkout/index';
import { onReady } from '../core/dom/on-ready';
import { whenShopperActs } from '../core/dom/when-shopper-acts';
import { startEveryPage } from '../storefront/every-page';
import { inputsWithPage } from '../storefront/attribution/inputs-with-page';
import { walletsOnPage } from './wallets';

onReady( () => {
	startEveryPage( inputsWithPage );
	whenShopperActs( () =>
		import(
			/* webpackChunkName: "password-toggle" */ '../storefront/account/password-toggle'
		).then( ( { initPasswordToggles } ) => initPasswordToggles() )
	);
	if ( walletsOnPage() ) {
		import( /* webpackChunkName: "wallet-buttons" */ '../express/index' );
	}
} );
