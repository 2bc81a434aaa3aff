/**
 * Storefront script of the account pages (my account, add payment method): the browsing pages' behaviours, and show/hide buttons on the forms' password fields.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsOnDemand } from '../attribution/inputs-on-demand';
import { startBrowsing } from '../browsing/start';
import { startPasswordToggles } from '../account/password-fields';

onReady( () => {
	startEveryPage( inputsOnDemand );
	startBrowsing();
	startPasswordToggles();
} );
