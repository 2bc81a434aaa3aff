/**
 * Storefront script of pay for order and a subscription's change of payment method: what every page does. Pay for order prints the wallet buttons' attribution element, so its code comes with the page.
 *
 * A page loads exactly one storefront script, made for its kind (the build
 * lists which scripts each kind of page loads), so it fetches and unpacks
 * one file with only the behaviours it has.
 */
import { onReady } from '../../core/dom/on-ready';
import { startEveryPage } from '../every-page';
import { inputsWithPage } from '../attribution/inputs-with-page';

onReady( () => {
	startEveryPage( inputsWithPage );
} );
