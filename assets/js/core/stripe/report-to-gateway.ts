/**
 * The last step of a payment finished in the browser: tell the gateway (it
 * marks the order paid, or switches the subscription's method on the
 * change-payment flow), then go where it says if that stays on this shop,
 * else to the fallback page. The payment is confirmed by then: a call the
 * gateway may have carried out without a readable answer, or a paid order
 * with nowhere to go, is unconfirmed, never a plain failure to try again.
 */
import {
	paymentFailedMessage,
	refreshAndRetryMessage,
} from '../messages/generic';
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
			...( update.unanswered ? { unconfirmed: true as const } : {} ),
		};
	}
	const redirectUrl =
		sameOriginUrl( update.data.return_url, deps.origin ) || fallbackUrl;
	return redirectUrl
		? { ok: true, redirectUrl }
		: { ok: false, message: refreshAndRetryMessage(), unconfirmed: true };
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
