/**
 * What the classic checkout starts at the shopper's first input (its
 * `later` chunk, so the page's script carries one `import()` for both): the
 * show/hide buttons on the login and create-account forms' password fields
 * (those forms start folded), and Stripe's pay-later message where our
 * plugin printed its box after the order total (the box is there from the
 * first paint or never: includes/pay-later-messaging.php prints it
 * whenever a pay-later method is offered, whatever the amount or country).
 */
import { initPasswordToggles } from '../storefront/account/password-toggle';
import { startFragmentPayLater } from '../pay-later/fragment';
import { payLaterOnPage } from './pay-later';

export function startCheckoutLater(): void {
	initPasswordToggles();
	if ( payLaterOnPage() ) {
		startFragmentPayLater();
	}
}
