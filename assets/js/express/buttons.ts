/**
 * The same wallet buttons on product and cart pages (the only pages with a
 * product form to follow), where no other payment script runs. These pages
 * load neither React nor `@wordpress/data` (WooCommerce's own storefront
 * pages do not), so the buttons run on the framework-free core: their
 * settings, Stripe.js loaded once here, and a payment flow of their own
 * (core/express/page-flow.ts) instead of the `wc/stripe` store.
 */
import { createPageFlow } from '../core/express/page-flow';
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
	const loadStripe = () =>
		( stripe ||= loadStripeJs( settings!.publishableKey, {
			locale: settings!.locale,
		} ) );
	startOnPage( settings, {
		loadStripe,
		flow: ( transport ) =>
			createPageFlow( settings!, loadStripe, transport ),
		printed: printedSheet,
		watchProductForm,
	} );
} );
