/**
 * Storefront script of the classic checkout page: what every page does, and show/hide buttons on the login and create-account forms' password fields. WooCommerce hides the mini cart here.
 *
 * Those forms stay folded until the shopper opens them, so the buttons'
 * code comes with the shopper's first interaction.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsWithPage } from '../attribution/inputs-with-page';
import { whenShopperActs } from '../../core/dom/when-shopper-acts';

onReady( () => {
	startEveryPage( inputsWithPage );
	whenShopperActs( () =>
		import(
			/* webpackChunkName: "password-toggle" */ '../account/password-toggle'
		).then( ( { initPasswordToggles } ) => initPasswordToggles() )
	);
} );
