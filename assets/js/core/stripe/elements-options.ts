/**
 * Options for the deferred-intent Payment Element (no intent exists until the
 * order is placed). One builder serves blocks and classic checkout, so the
 * rules of SPEC §4/§5/§9 are applied the same way on both.
 */
import type { PaymentMethodId } from '../payment-methods/types';
import {
	billingDetailsCollection,
	elementModeForTotal,
} from '../payment-rules';

export interface ElementsOptionsInput {
	methodId: PaymentMethodId;
	/** Cart total in the currency's minor unit. */
	totalMinor: number;
	currencyMinorUnit: number;
	/** ISO code, any case. */
	currency: string;
	/** The saved-payment-method rule said 'always'. */
	saveForLater: boolean;
	/** Changing a subscription's method takes no money: always setup mode. */
	isChangingPayment: boolean;
	appearance?: Record< string, unknown > | null;
}

export interface DeferredElementsOptions {
	mode: 'payment' | 'setup';
	amount?: number;
	currency: string;
	paymentMethodCreation: 'manual';
	paymentMethodTypes: string[];
	setupFutureUsage?: 'off_session';
	appearance?: Record< string, unknown >;
}

export function buildElementsOptions(
	input: ElementsOptionsInput
): DeferredElementsOptions {
	const mode = input.isChangingPayment
		? 'setup'
		: elementModeForTotal( input.totalMinor, input.currencyMinorUnit );
	const options: DeferredElementsOptions = {
		mode,
		currency: input.currency.toLowerCase(),
		paymentMethodCreation: 'manual',
		paymentMethodTypes: [ input.methodId ],
	};
	if ( mode === 'payment' ) {
		options.amount = input.totalMinor;
		if ( input.saveForLater ) {
			options.setupFutureUsage = 'off_session';
		}
	}
	if ( input.appearance ) {
		options.appearance = input.appearance;
	}
	return options;
}

/** What changes on the element when the cart changes: never a remount. */
export function elementsUpdateFor(
	input: ElementsOptionsInput
): Partial< DeferredElementsOptions > {
	const { mode, amount, currency, setupFutureUsage } =
		buildElementsOptions( input );
	return mode === 'payment'
		? { mode, amount, currency, setupFutureUsage }
		: { mode, currency };
}

export interface PaymentElementOptions {
	fields: { billingDetails: ReturnType< typeof billingDetailsCollection > };
	wallets: { applePay: 'never'; googlePay: 'never' };
	layout?: string;
}

/**
 * SPEC §9: "Wallets applePay and googlePay are off in the payment element"
 * (they have their own express buttons); SPEC §5 billing collection.
 */
export function buildPaymentElementOptions(
	enabledBillingFields: string[],
	layout: string | null
): PaymentElementOptions {
	const options: PaymentElementOptions = {
		fields: {
			billingDetails: billingDetailsCollection( enabledBillingFields ),
		},
		wallets: { applePay: 'never', googlePay: 'never' },
	};
	if ( layout ) {
		options.layout = layout;
	}
	return options;
}
