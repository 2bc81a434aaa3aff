/**
 * Options for Stripe's Elements group and its Express Checkout Element.
 * Each wallet gets its own element: its own wallet is asked for ('always'
 * for Apple Pay and Google Pay, which Stripe otherwise hides in some
 * browsers; 'auto' for Link and Amazon Pay), the others are 'never'.
 */
import type {
	StripeElementsOptionsMode,
	StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import type { ButtonOptions } from '../settings/button-options';
import type { WalletKey } from '../settings/types';

export interface ExpressElementsInput {
	wallets: readonly WalletKey[];
	/** In the currency's smallest unit, as Stripe counts it. */
	amount: number;
	currency: string;
	locale: string;
	button: ButtonOptions;
	/** A free trial: nothing is charged now, a subscription is set up. */
	hasFreeTrial?: boolean;
}

const APPLE_THEMES = {
	dark: 'black',
	light: 'white',
	'light-outline': 'white-outline',
} as const;

/**
 * Amazon Pay and free trials confirm with a confirmation token, which
 * Stripe creates only when it is not asked to create the payment method
 * separately ('manual').
 */
export function usesConfirmationToken(
	wallet: WalletKey,
	hasFreeTrial = false
): boolean {
	return wallet === 'amazonPay' || hasFreeTrial;
}

export function expressElementsOptions(
	input: ExpressElementsInput
): StripeElementsOptionsMode {
	const manual = ! input.wallets.some( ( wallet ) =>
		usesConfirmationToken( wallet, input.hasFreeTrial )
	);
	return {
		mode: input.hasFreeTrial ? 'subscription' : 'payment',
		...( manual ? { paymentMethodCreation: 'manual' as const } : {} ),
		amount: input.amount,
		currency: input.currency.toLowerCase(),
		appearance: {
			variables: {
				borderRadius: `${ input.button.radius }px`,
				spacingUnit: '6px',
			},
		},
		// The gateway prints one of Stripe's locale codes (or 'auto').
		locale: input.locale as StripeElementsOptionsMode[ 'locale' ],
	};
}

export function expressElementOptions(
	wallets: readonly WalletKey[],
	button: ButtonOptions
): StripeExpressCheckoutElementOptions {
	const mode = < T extends 'always' | 'auto' >(
		wallet: WalletKey,
		own: T
	) => ( wallets.includes( wallet ) ? own : ( 'never' as const ) );
	return {
		paymentMethods: {
			applePay: mode( 'applePay', 'always' ),
			googlePay: mode( 'googlePay', 'always' ),
			link: mode( 'link', 'auto' ),
			amazonPay: mode( 'amazonPay', 'auto' ),
			paypal: 'never',
			klarna: 'never',
		},
		layout: { overflow: 'never' },
		buttonHeight: button.height,
		buttonTheme: {
			applePay: APPLE_THEMES[ button.theme ],
			googlePay: button.theme === 'dark' ? 'black' : 'white',
		},
		buttonType: { applePay: button.type, googlePay: button.type },
	};
}
