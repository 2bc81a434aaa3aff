/**
 * The same wallet buttons on product and cart pages (the only pages with a
 * product form to follow), where no other payment
 * script runs: drawing them needs only their settings and Stripe.js, so the
 * `wc/stripe` store (and what it carries) arrives with the code the shopper's
 * first action loads, and takes over the settings and the Stripe.js instance
 * then.
 */
import { readClassicExpressSettings } from '../core/settings/read-classic-express-settings';
import { loadStripeJs } from '../core/stripe/load-stripe';
import type { ExpressSettings } from '../core/settings/types';
import { printedSheet } from './initial-sheet';
import { watchProductForm } from './product/watch-form';
import { onReady } from '../core/dom/on-ready';
import { startOnPage } from './start';

onReady( () => {
	let settings: ExpressSettings | null = null;
	try {
		settings = readClassicExpressSettings();
	} catch {
		// The gateway printed no usable settings: no buttons.
		return;
	}
	let stripe: ReturnType< typeof loadStripeJs > | null = null;
	startOnPage( settings, {
		loadStripe: () =>
			( stripe ||= loadStripeJs( settings!.publishableKey, {
				locale: settings!.locale,
			} ) ),
		printed: printedSheet,
		watchProductForm,
	} );
} );
