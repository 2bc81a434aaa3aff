/**
 * The part of the express settings that drawing the wallet buttons needs
 * (key, locale, wallets, button look, trial, decimals): read before anything
 * else, while the rest is read when a payment needs it.
 */
import { initDataMissingMessage } from '../messages/settings';
import { normalizeButtonOptions } from './button-options';
import {
	isRecord,
	optionalBoolean,
	optionalRecord,
	optionalString,
	requiredRecord,
	requiredString,
	toBoolean,
	toNumber,
} from './fields';
import type { Raw } from './fields';
import { SettingsError } from './settings-error';
import type { ExpressDisplay, WalletKey } from './types';

/** A flag the page may leave out: its default then applies. */
export function flag( raw: Raw, key: string, fallback: boolean ): boolean {
	return raw[ key ] === undefined ? fallback : !! toBoolean( raw[ key ] );
}

/**
 * Apple Pay and Google Pay follow their own switches when the page prints
 * them, else the one switch older gateways print for both; Link and Amazon
 * Pay are on only when the store turned them on.
 */
function enabledWallets( stripe: Raw ): WalletKey[] {
	const both = flag(
		stripe,
		'is_payment_request_enabled',
		flag( stripe, 'is_express_checkout_enabled', true )
	);
	const wallets: Array< [ WalletKey, boolean ] > = [
		[ 'googlePay', flag( stripe, 'is_google_pay_enabled', both ) ],
		[ 'applePay', flag( stripe, 'is_apple_pay_enabled', both ) ],
		[ 'link', flag( stripe, 'is_link_enabled', false ) ],
		[ 'amazonPay', flag( stripe, 'is_amazon_pay_enabled', false ) ],
	];
	return wallets.filter( ( [ , on ] ) => on ).map( ( [ key ] ) => key );
}

/**
 * The express params name it `stripe.publishable_key`; the older payment
 * request params `stripe.key`; the block checkout's merged `stripe_data`
 * also carries the gateway's own `key`.
 */
function publishableKey( stripe: Raw, data: Raw ): string {
	if (
		typeof stripe.publishable_key === 'string' &&
		stripe.publishable_key
	) {
		return stripe.publishable_key;
	}
	for ( const source of [ stripe, data ] ) {
		if ( typeof source.key === 'string' && source.key ) {
			return source.key;
		}
	}
	return requiredString( stripe, 'publishable_key' );
}

/** What drawing the buttons needs: cheap to read before anything else. */
export function parseExpressDisplay( data: unknown ): ExpressDisplay {
	if ( ! isRecord( data ) ) {
		throw new SettingsError( initDataMissingMessage() );
	}
	const stripe = requiredRecord( data, 'stripe' );
	const checkout = optionalRecord( data, 'checkout' ) || {};
	return {
		publishableKey: publishableKey( stripe, data ),
		locale: optionalString( stripe, 'locale', 'auto' ),
		wallets: enabledWallets( stripe ),
		button: normalizeButtonOptions( data.button ),
		hasFreeTrial: optionalBoolean( data, 'has_free_trial' ),
		// No version of the plugin read prints it (docs/server-contract.md):
		// then amounts keep WooCommerce's own decimals.
		currencyDecimals: toNumber( checkout.currency_decimals ),
	};
}
