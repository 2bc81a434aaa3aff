/**
 * Whether the shopper is logged in, which shows the save box. The gateway
 * plugin prints no flag for it (docs/server-contract.md), so it is taken
 * the WooCommerce way: `wc_tokenization_form_params`, which WooCommerce
 * prints with its tokenization form script whenever a gateway shows saved
 * methods (woocommerce includes/abstracts/abstract-wc-payment-gateway.php
 * tokenization_script(): `is_logged_in`, `is_registration_required`).
 * Without it, our specification's `isLoggedIn`; without either, the
 * gateway's own markup: it prints a save box only for a logged-in shopper
 * (woocommerce-gateway-stripe class-wc-stripe-upe-payment-gateway.php
 * payment_fields(), 8.8.0).
 */
import { toBoolean } from '../../core/settings/fields';
import type { GatewaySettings } from '../../core/settings/types';

declare global {
	interface Window {
		wc_tokenization_form_params?: unknown;
	}
}

function tokenizationParam( key: string ): boolean | null {
	const params = window.wc_tokenization_form_params;
	if ( ! params || typeof params !== 'object' || ! ( key in params ) ) {
		return null;
	}
	return toBoolean( ( params as Record< string, unknown > )[ key ] );
}

export function shopperIsLoggedIn(
	settings: Pick< GatewaySettings, 'isLoggedIn' >,
	form: ParentNode
): boolean {
	return (
		tokenizationParam( 'is_logged_in' ) ??
		settings.isLoggedIn ??
		!! form.querySelector( '.woocommerce-SavedPaymentMethods-saveNew' )
	);
}

/** WooCommerce's own word that every shopper gets an account. */
export function registrationRequired(): boolean {
	return tokenizationParam( 'is_registration_required' ) === true;
}
