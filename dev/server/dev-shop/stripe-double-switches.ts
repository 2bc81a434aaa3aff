/**
 * The Stripe.js double's switches, printed on pages that load Stripe.js
 * under a global of the shop's own (no plugin prints it): which wallets this
 * browser "has", which elements fail to load, and the shop's address. The
 * double (dev/browser/stripe-double/) reads them; product code never does.
 *
 * Follows: none: the development shop's own (the Stripe.js double's switches).
 */
import type { Context } from '../context';

/** The global the switches are printed under. */
export const STRIPE_DOUBLE_GLOBAL = '__devShopStripeDouble';

export function stripeDoubleSwitches( ctx: Context ) {
	const { settings } = ctx.state;
	return {
		availableWallets: settings.availableWallets,
		stripeFails: settings.stripeFails,
		elementLoadFailures: settings.elementLoadFailures,
		origin: ctx.origin,
	};
}
