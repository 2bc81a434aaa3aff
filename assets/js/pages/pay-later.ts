/**
 * Our plugin prints the pay-later message's box (`.wc-stripe-pay-later`)
 * only where the message shows (includes/pay-later-messaging.php): a page
 * script loads the message's code only then, with the code the shopper's
 * first input calls for (the box keeps the message's place meanwhile).
 * Read when the script runs, never at import.
 */
export const payLaterOnPage = (): boolean =>
	!! document.querySelector( '.wc-stripe-pay-later' );
