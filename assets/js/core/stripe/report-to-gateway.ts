/**
 * The last step of a payment finished in the browser: tell the gateway (it
 * marks the order paid, or switches the subscription's method on the
 * change-payment flow), then go where it says if that stays on this shop,
 * else to the fallback page.
 */
import { paymentFailedMessage } from '../messages/generic';
import {
	mapProviderError,
	mapRelayedMessage,
} from '../messages/map-provider-error';
import { sameOriginUrl } from '../hashes/same-origin-url';
import type { OrderStatusArgs } from '../api/gateway-api';
import type { CompletionDeps, CompletionResult } from './types';

export async function reportToGateway(
	deps: Pick<
		CompletionDeps,
		'api' | 'origin' | 'isChangingPayment' | 'configuredMessages'
	>,
	args: OrderStatusArgs,
	fallbackUrl: string
): Promise< CompletionResult > {
	const update = deps.isChangingPayment
		? await deps.api.confirmChangePayment( args )
		: await deps.api.updateOrderStatus( args );
	if ( ! update.ok ) {
		// The gateway may relay Stripe's own words.
		return {
			ok: false,
			message:
				mapRelayedMessage( update.message, {
					configured: deps.configuredMessages,
				} ) || paymentFailedMessage(),
		};
	}
	return {
		ok: true,
		redirectUrl:
			sameOriginUrl( update.data.return_url, deps.origin ) || fallbackUrl,
	};
}

/** A Stripe error as the shopper's message (never empty). */
export function providerFailure(
	error: unknown,
	configuredMessages?: Record< string, string >
): { ok: false; message: string } {
	return {
		ok: false,
		message:
			mapProviderError( error, { configured: configuredMessages } ) ||
			paymentFailedMessage(),
	};
}
