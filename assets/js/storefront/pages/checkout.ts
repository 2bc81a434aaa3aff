/**
 * Storefront script of the classic checkout page: what every page does, and show/hide buttons on the login and create-account forms' password fields. WooCommerce hides the mini cart here.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsWithPage } from '../attribution/inputs-with-page';
import { initPasswordToggles } from '../account/password-toggle';

onReady( () => {
	startEveryPage( inputsWithPage );
	initPasswordToggles();
} );
