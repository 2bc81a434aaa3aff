/**
 * What a page with broken or missing settings says. Kept apart from the
 * payment messages: every page parses its settings as it loads, and only
 * these messages need to come with that.
 */
import { __, sprintf } from '@wordpress/i18n';

export const initDataMissingMessage = () =>
	__(
		'Stripe initialization data is not available',
		'woocommerce-gateway-stripe'
	);

export const missingSettingMessage = ( key: string ) =>
	sprintf(
		/* translators: %s: the name of the missing setting, e.g. key or currency. */
		__(
			'Missing required Stripe setting: %s',
			'woocommerce-gateway-stripe'
		),
		key
	);

export const invalidSettingMessage = ( key: string ) =>
	sprintf(
		/* translators: %s: the name of the setting with a wrong value, e.g. cartTotal. */
		__(
			'The Stripe setting %s has an invalid value.',
			'woocommerce-gateway-stripe'
		),
		key
	);
