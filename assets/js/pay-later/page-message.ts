/**
 * The pay-later message on a classic page (product, cart, classic
 * checkout), in the box the page printed for it: the gateway's settings
 * (`wc_stripe_upe_params`, which the gateway prints on these pages too)
 * name its publishable key, locale, currency and enabled methods; the box
 * the amount and the shopper's country. Stripe.js is the page's: the
 * gateway prints it with its settings on these pages (8.8.0
 * `payment_scripts()`, its `stripe` handle). Nothing is drawn when the
 * settings or Stripe.js are missing or no method serves this shopper (or
 * their country is not known).
 */
import {
	enabledPayLater,
	payLaterMethods,
} from '../core/pay-later/pay-later-methods';
import { mountPayLater } from '../core/pay-later/messaging';
import type { PayLaterMessage } from '../core/pay-later/messaging';
import type { PayLaterBox } from '../core/pay-later/box';
import { isRecord } from '../core/settings/fields';
import type { StripeConstructor } from '@stripe/stripe-js';

interface Gateway {
	key: string;
	locale: string;
	currency: string;
	config: unknown;
}

function gateway(): Gateway | null {
	const params = ( window as unknown as { wc_stripe_upe_params?: unknown } )
		.wc_stripe_upe_params;
	if (
		! isRecord( params ) ||
		typeof params.key !== 'string' ||
		typeof params.currency !== 'string'
	) {
		return null;
	}
	return {
		key: params.key,
		locale: typeof params.locale === 'string' ? params.locale : '',
		currency: params.currency,
		config: params.paymentMethodsConfig,
	};
}

/** Draws the message in the box; null when there is nothing to draw. */
export async function startPageMessage(
	box: PayLaterBox,
	{ amount = box.amount, country = box.country } = {}
): Promise< PayLaterMessage | null > {
	const settings = gateway();
	const methods = settings
		? payLaterMethods(
				enabledPayLater( settings.config ),
				settings.currency,
				country
			)
		: [];
	const Stripe = ( window as unknown as { Stripe?: StripeConstructor } )
		.Stripe;
	if ( ! settings || ! methods.length || typeof Stripe !== 'function' ) {
		// Nothing to say here: the box stays, empty.
		box.element.dataset.payLater = 'none';
		return null;
	}
	return mountPayLater(
		box.element,
		Stripe( settings.key ),
		{ amount, currency: settings.currency, country, methods },
		settings.locale
	);
}
