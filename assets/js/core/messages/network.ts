/**
 * Messages for a request that never got a usable answer.
 * The transport classifies the failure; this only names it for the shopper.
 * The incumbent's helper switched on the wrong field, so its timeout and abort
 * texts could never appear: the tests pin each kind to its own text.
 */
import { __ } from '@wordpress/i18n';

export type NetworkFailure = 'timeout' | 'abort' | 'other';

export function networkErrorMessage( failure: NetworkFailure ): string {
	switch ( failure ) {
		case 'timeout':
			return __(
				'A timeout occurred while connecting to the server. Please try again.',
				'woocommerce-gateway-stripe'
			);
		case 'abort':
			return __(
				'The connection to the server was aborted. Please try again.',
				'woocommerce-gateway-stripe'
			);
		default:
			return __(
				'An error occurred while connecting to the server. Please try again.',
				'woocommerce-gateway-stripe'
			);
	}
}
