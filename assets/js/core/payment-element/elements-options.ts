/**
 * Options for the deferred-intent Payment Element (no intent exists until the
 * order is placed). One builder serves the block and the classic checkout, so
 * both apply the same rules: payment mode for a total of at least 1, setup
 * mode below it and whenever a subscription's method is being changed; the
 * method saved for later when the save rule says so; wallets left to the
 * express buttons; only the billing details the form does not ask for;
 * under Optimized Checkout, the gateway's configuration in place of one type.
 */
import type {
	Layout,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';
import type { Appearance, FontSource } from '../appearance/types';
import type { PaymentMethodId } from '../payment-methods/types';
import { billingDetailsCollection } from '../payment-rules/billing-collection';
import { elementModeForTotal } from '../payment-rules/element-mode';
import { optimizedCheckoutLayout } from './optimized-checkout';
import type { OptimizedCheckoutElement } from './optimized-checkout';

/** What follows the cart: changes go through `elements.update()`. */
export interface ElementAmounts {
	/** Cart total in Stripe's units (core/amounts/stripe-amount.ts). */
	amount: number;
	/** ISO code, any case. */
	currency: string;
	/** The save rule said 'always'. */
	saveForLater: boolean;
}

export interface ElementsOptionsInput extends ElementAmounts {
	methodId: PaymentMethodId;
	/**
	 * The store turned Link on: the card element offers it too (Link pays
	 * inside the card element, never as a list entry of its own).
	 */
	withLink?: boolean;
	/** Changing a subscription's method takes no money: always setup mode. */
	isChangingPayment: boolean;
	appearance?: Appearance | null;
	fonts?: FontSource[];
	/**
	 * Optimized Checkout: the element offers the gateway's configuration,
	 * not `methodId` alone (optimized-checkout.ts).
	 */
	optimizedCheckout?: OptimizedCheckoutElement;
}

/**
 * Elements in deferred mode: no intent until the order is placed. Stripe
 * takes the method types such Elements may show (`paymentMethodTypes`,
 * which Stripe.js's types do not list), or under Optimized Checkout a
 * payment method configuration and the types it leaves out.
 */
export type DeferredElementsOptions = StripeElementsOptionsMode & {
	paymentMethodTypes?: string[];
};

/** Which methods the element offers: its own type, or the gateway's configuration. */
function offeredTypes( input: ElementsOptionsInput ) {
	const optimized = input.optimizedCheckout;
	if ( optimized ) {
		return {
			...( optimized.configurationId
				? { paymentMethodConfiguration: optimized.configurationId }
				: {} ),
			excludedPaymentMethodTypes: optimized.excludedTypes,
		};
	}
	return {
		paymentMethodTypes:
			input.methodId === 'card' && input.withLink
				? [ 'card', 'link' ]
				: [ input.methodId ],
	};
}

export function buildElementsOptions(
	input: ElementsOptionsInput
): DeferredElementsOptions {
	const shared = {
		currency: input.currency.toLowerCase(),
		paymentMethodCreation: 'manual' as const,
		...offeredTypes( input ),
		...( input.appearance ? { appearance: input.appearance } : {} ),
		...( input.fonts?.length ? { fonts: input.fonts } : {} ),
	};
	const mode = input.isChangingPayment
		? 'setup'
		: elementModeForTotal( input.amount, input.currency );
	if ( mode === 'setup' ) {
		return { ...shared, mode };
	}
	return {
		...shared,
		mode,
		amount: input.amount,
		...( input.saveForLater
			? { setupFutureUsage: 'off_session' as const }
			: {} ),
	};
}

/** What changes on the element when the cart changes: never a remount. */
export function elementsUpdateFor(
	input: ElementsOptionsInput
): StripeElementsUpdateOptions {
	const options = buildElementsOptions( input );
	return options.mode === 'payment'
		? {
				mode: options.mode,
				amount: options.amount,
				currency: options.currency,
				setupFutureUsage: options.setupFutureUsage,
			}
		: { mode: options.mode, currency: options.currency };
}

export type PaymentElementOptions = StripePaymentElementOptions;

/**
 * The debits whose mandate we show ourselves, translated with the shop's
 * other texts (core/messages/mandates.ts): Stripe's own is switched off.
 */
const OWN_MANDATES = {
	sepaDebit: 'never',
	auBecsDebit: 'never',
	usBankAccount: 'never',
} as const;

/**
 * Apple Pay and Google Pay stay out of the Payment Element: they have their
 * own express buttons. The element asks only for billing details the
 * checkout form does not collect.
 */
export function buildPaymentElementOptions(
	enabledBillingFields: string[],
	layout: Layout,
	optimizedCheckout = false
): PaymentElementOptions {
	return {
		fields: {
			billingDetails: billingDetailsCollection( enabledBillingFields ),
		},
		wallets: { applePay: 'never', googlePay: 'never' },
		terms: OWN_MANDATES,
		layout: optimizedCheckoutLayout( layout, optimizedCheckout ),
	};
}
