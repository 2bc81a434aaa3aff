/**
 * Which Stripe methods the shop offers, by the rules in method-rules.ts:
 * switched on by the store owner, not retired by Stripe, in the store's
 * currency, and for a given cart or order also the billing country, the
 * amount limits and, with a subscription, only the methods that can be
 * saved. The same rules answer the Store API's `payment_methods`, the
 * classic payment list and the gateway's own check before it pays.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-method.php
 * is_enabled_at_checkout() (8.8.0).
 */
import type { DevSettings } from '../../dev-shop/settings';
import { getStripeAmount } from '../stripe-amount';
import { storeCurrency } from '../../woocommerce/includes/currency';
import { METHOD_RULES } from './method-rules';
import type { MethodRule } from './method-rules';

export { METHOD_RULES } from './method-rules';
export type { MethodRule } from './method-rules';

export function gatewayIdFor( method: string ): string {
	return method === 'card' ? 'stripe' : `stripe_${ method }`;
}

export function methodForGateway( gatewayId: string ): string | null {
	if ( gatewayId === 'stripe' ) {
		return 'card';
	}
	const method = gatewayId.replace( /^stripe_/, '' );
	return gatewayId.startsWith( 'stripe_' ) && METHOD_RULES[ method ]
		? method
		: null;
}

/** The title the gateway prints (Afterpay is Clearpay in the UK). */
export function methodTitle( method: string, currency = '' ): string {
	if ( method === 'afterpay_clearpay' && currency === 'GBP' ) {
		return 'Clearpay';
	}
	return METHOD_RULES[ method ]?.title ?? method;
}

/** Billing countries the method serves under these settings; [] = any. */
export function methodCountries(
	settings: DevSettings,
	method: string
): string[] {
	const rule = METHOD_RULES[ method ];
	if ( ! rule ) {
		return [];
	}
	if ( rule.countriesByCurrency ) {
		return rule.countriesByCurrency[ settings.currency ] || [];
	}
	return rule.accountCountries ? [ settings.storeCountry ] : rule.countries;
}

/** Why a method cannot pay here, or null when it can. */
export type Refusal =
	| 'unknown'
	| 'retired'
	| 'disabled'
	| 'currency'
	| 'country'
	| 'amount'
	| 'subscription';

export interface PaymentContext {
	/** The billing country, when known. */
	country?: string;
	/** The total in minor units, when there is one. */
	total?: number;
	containsSubscription?: boolean;
}

function outsideLimits( rule: MethodRule, currency: string, total: number ) {
	if ( ! rule.limits || total <= 0 ) {
		return false;
	}
	const range = rule.limits[ currency ];
	return ! range || total < range.min || total > range.max;
}

export function methodRefusal(
	settings: DevSettings,
	method: string,
	context: PaymentContext = {}
): Refusal | null {
	const rule = METHOD_RULES[ method ];
	if ( ! rule ) {
		return 'unknown';
	}
	if ( rule.retired ) {
		return 'retired';
	}
	if ( ! settings.enabledMethods.includes( method ) ) {
		return 'disabled';
	}
	if (
		rule.currencies.length &&
		! rule.currencies.includes( settings.currency )
	) {
		return 'currency';
	}
	// A domestic-only method needs a Stripe account where it exists.
	if (
		rule.accountCountries &&
		! rule.accountCountries.includes( settings.storeCountry )
	) {
		return 'country';
	}
	const countries = methodCountries( settings, method );
	if (
		context.country &&
		countries.length &&
		! countries.includes( context.country )
	) {
		return 'country';
	}
	// The gateway checks its limits on get_stripe_amount() of the total.
	const total = getStripeAmount(
		context.total ?? 0,
		storeCurrency( settings )
	);
	if ( outsideLimits( rule, settings.currency, total ) ) {
		return 'amount';
	}
	if ( context.containsSubscription && ! rule.reusable ) {
		return 'subscription';
	}
	return null;
}

/**
 * The methods the gateway configures for the page (`paymentMethodsConfig`):
 * switched on, still processed by Stripe, in the store's currency.
 */
export function offeredMethods( settings: DevSettings ): string[] {
	return settings.enabledMethods.filter(
		( method ) => methodRefusal( settings, method ) === null
	);
}

/** Offered as an entry of the payment list (Link is not: it is in the card). */
export function isListed( method: string ): boolean {
	return ! METHOD_RULES[ method ]?.notListed;
}

/** `WC_Stripe_Payment_Methods::EXPRESS_PAYMENT_METHODS` (10.x). */
export const EXPRESS_PAYMENT_METHODS = [
	'amazon_pay',
	'google_pay',
	'apple_pay',
	'link',
];

/**
 * With Optimized Checkout on, every Stripe gateway but the main one is
 * unavailable, and the main one stands for every method while one besides
 * the express ones is offered (the UPE methods' is_available(), 9.x and
 * 10.x, stripe-gateway/methods/optimized-checkout.ts).
 */
export function optimizedCheckoutGateways( settings: DevSettings ): string[] {
	return offeredMethods( settings ).some(
		( method ) => ! EXPRESS_PAYMENT_METHODS.includes( method )
	)
		? [ 'stripe' ]
		: [];
}

/** The cart's `payment_methods`: gateways usable for this cart. */
export function cartPaymentMethods(
	settings: DevSettings,
	country: string,
	totals: { total: number; containsSubscription: boolean } = {
		total: 0,
		containsSubscription: false,
	}
): string[] {
	if ( settings.optimizedCheckout ) {
		return optimizedCheckoutGateways( settings );
	}
	const context = { country, ...totals };
	return offeredMethods( settings )
		.filter( isListed )
		.filter(
			( method ) => methodRefusal( settings, method, context ) === null
		)
		.map( gatewayIdFor );
}
