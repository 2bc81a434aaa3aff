/**
 * WooCommerce globals that our bundles use but never bundle: webpack maps them
 * to `wc.wcBlocksRegistry` and `wc.wcSettings` (script handles
 * `wc-blocks-registry`, `wc-settings`). Only what we call is declared.
 */
declare module '@woocommerce/blocks-registry' {
	import type { ReactElement, ReactNode } from 'react';

	export interface PaymentMethodIcon {
		id: string;
		src: string;
		alt: string;
	}

	export interface PaymentMethodOptions {
		name: string;
		label: ReactNode;
		ariaLabel: string;
		content: ReactElement | null;
		edit: ReactElement | null;
		canMakePayment: ( arg: any ) => boolean | Promise< boolean | { error: { message: string } } >;
		paymentMethodId?: string;
		supports?: {
			features?: string[];
			showSavedCards?: boolean;
			showSaveOption?: boolean;
		};
		icons?: Array< PaymentMethodIcon | string > | null;
		savedTokenComponent?: ReactElement | null;
		placeOrderButtonLabel?: string;
	}

	export interface ExpressPaymentMethodOptions {
		name: string;
		title?: string;
		description?: string;
		gatewayId?: string;
		paymentMethodId?: string;
		content: ReactElement | null;
		edit: ReactElement | null;
		canMakePayment: ( arg: any ) => boolean | Promise< boolean | { error: { message: string } } >;
		supports?: { features?: string[]; style?: string[] };
	}

	export function registerPaymentMethod( options: PaymentMethodOptions ): void;
	export function registerExpressPaymentMethod(
		options: ExpressPaymentMethodOptions
	): void;
	export function getPaymentMethods(): Record< string, unknown >;
	export function getExpressPaymentMethods(): Record< string, unknown >;
}

declare module '@woocommerce/settings' {
	export function getSetting< T = unknown >(
		name: string,
		fallback?: T,
		filter?: ( value: T, fallback: T ) => T
	): T;
}
