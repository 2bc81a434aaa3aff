/**
 * The box our plugin prints for Stripe's pay-later message
 * (includes/pay-later-messaging.php): `.wc-stripe-pay-later`, at the
 * height of one 24 px line per pay-later method the gateway offers
 * (Klarna, Afterpay / Clearpay, Affirm, of those it lists for the store's
 * currency and Stripe account), so the message draws into space kept from
 * the first paint; with the amount in Stripe's units (the gateway's
 * `get_stripe_amount()`), the customer's billing country (WooCommerce's
 * customer: the cart's, else the store's default location) where the page
 * is never cached (the cart and checkout, which WooCommerce keeps out of
 * page caches; a product page's script reads it from the Store API), and
 * on a variable product each variation's price. Printed after the product's
 * price (`woocommerce_single_product_summary`, 15), before the cart's
 * wallet buttons and "Proceed to checkout" (`woocommerce_proceed_to_checkout`,
 * 5) and after the classic checkout's order total
 * (`woocommerce_review_order_after_order_total`); nothing when the store
 * switched the message off (the plugin's filter, the shop's
 * `payLaterMessaging`) or no such method is offered.
 *
 * Follows: woocommerce-gateway-stripe-frontend includes/pay-later-messaging.php
 * (this project's plugin).
 */
import { escapeHtml } from '../http/respond';
import type { DevSettings } from '../dev-shop/settings';
import type { Session } from '../woocommerce/includes/types';
import { offeredMethods } from '../stripe-gateway/methods/payment-methods';
import { getStripeAmount } from '../stripe-gateway/stripe-amount';
import type { Context } from '../context';
import type { Product } from '../woocommerce/includes/catalogue';
import { inCurrency } from '../woocommerce/includes/currency';
import type { Currency } from '../woocommerce/includes/currency';
import { listedVariations } from '../woocommerce/templates/variations-form';

const PAY_LATER_METHODS = [ 'klarna', 'afterpay_clearpay', 'affirm' ];

/** One line of the message per method (the height the double draws). */
export const PAY_LATER_LINE_PX = 24;

/** The pay-later methods the gateway offers in this store. */
export function payLaterOffered( settings: DevSettings ): string[] {
	return offeredMethods( settings ).filter( ( method ) =>
		PAY_LATER_METHODS.includes( method )
	);
}

export interface PayLaterPurchase {
	/** In Stripe's units. */
	amount: number;
	/** Variation id → its price in Stripe's units. */
	variations?: Record< number, number >;
	/**
	 * A page caches may keep (a product's) carries no shopper's country:
	 * the script reads it from the Store API's cart.
	 */
	cacheable?: boolean;
}

export function payLaterBox(
	settings: DevSettings,
	session: Session,
	{ amount, variations, cacheable = false }: PayLaterPurchase
): string {
	const lines = payLaterOffered( settings ).length;
	if ( ! settings.payLaterMessaging || ! lines ) {
		return '';
	}
	// WC()->customer->get_billing_country(): the customer's, else where
	// a new customer starts (includes/customer-location.ts).
	const country = session.cart.billing.country || settings.storeCountry;
	return `<div class="wc-stripe-pay-later" data-amount="${ amount }"${
		cacheable ? '' : ` data-country="${ escapeHtml( country ) }"`
	}${
		variations
			? ` data-variations="${ escapeHtml( JSON.stringify( variations ) ) }"`
			: ''
	} style="min-height:${ lines * PAY_LATER_LINE_PX }px"></div>`;
}

/**
 * Our plugin's pay-later box for the product: its price (a variable
 * product's lowest, as its price is) and each listed variation's, in
 * Stripe's units.
 */
export function productPayLaterBox(
	ctx: Context,
	product: Product,
	currency: Currency
) {
	const stripe = ( amount: number ) =>
		getStripeAmount( inCurrency( amount, currency ), currency );
	const variations = listedVariations(
		product,
		ctx.state.settings.hideInvisibleVariations
	);
	return payLaterBox( ctx.state.settings, ctx.session, {
		cacheable: true,
		amount: stripe(
			variations.length
				? Math.min( ...variations.map( ( v ) => v.price ) )
				: ( product.signUpPrice ?? product.price )
		),
		...( variations.length
			? {
					variations: Object.fromEntries(
						variations.map( ( v ) => [ v.id, stripe( v.price ) ] )
					),
				}
			: {} ),
	} );
}
