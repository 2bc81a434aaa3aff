/**
 * After the order is created: the gateway's redirect
 * either carries a confirmation marker (the intent needs the browser) or is the
 * page to go to. One dispatcher for blocks, classic and express.
 */
import { parseReturnHash } from '../hashes/parse-return-hash';
import { followableRedirect } from '../hashes/followable-redirect';
import {
	paymentFailedMessage,
	refreshAndRetryMessage,
} from '../messages/generic';
import { hasConfirmationMarker, hashOf } from './confirmation-marker';
import { confirmIntent } from './confirm-intent';
import { confirmVoucher } from './confirm-voucher';
import { confirmWallet } from './confirm-wallet';
import { providerFailure } from './report-to-gateway';
import { createTransport } from '../transport/transport';
import type { CompletionDeps, CompletionResult } from './types';

/** Kept for callers that name it: the deps of every confirmation flow. */
export type CompleteOrderPaymentDeps = CompletionDeps;

export async function completeOrderPayment(
	redirect: string,
	deps: CompleteOrderPaymentDeps
): Promise< CompletionResult > {
	if ( ! hasConfirmationMarker( redirect ) ) {
		return followed( redirect, deps.origin );
	}
	const parsed = parseReturnHash( hashOf( redirect ), deps.origin );
	const fallbackUrl = deps.orderReceivedUrl;
	switch ( parsed?.kind ) {
		case 'confirm':
			return confirmIntent( parsed, deps, fallbackUrl );
		case 'voucher':
			return confirmVoucher( parsed, deps );
		case 'wallet':
			return confirmWallet( parsed, deps, fallbackUrl );
		case 'legacy-confirm':
			// Legacy card flow: no order id or nonce to report back with;
			// the return URL's own page checks the intent.
			return confirmLegacy(
				parsed.intentType,
				parsed.clientSecret,
				deps,
				parsed.returnUrl,
				fallbackUrl
			);
		default:
			// A marker we cannot read: never guess where the money went.
			return { ok: false, message: paymentFailedMessage() };
	}
}

/** The legacy return page, asked in the background: it records a failure. */
function withIsAjax( url: string ): string {
	return url + ( url.includes( '?' ) ? '&' : '?' ) + 'is_ajax';
}

async function confirmLegacy(
	intentType: 'payment' | 'setup',
	clientSecret: string,
	deps: CompleteOrderPaymentDeps,
	returnUrl: string | null,
	fallbackUrl: string
): Promise< CompletionResult > {
	const { stripe } = deps;
	const result =
		intentType === 'setup'
			? await stripe.confirmSetup( {
					clientSecret,
					redirect: 'if_required',
				} )
			: await stripe.confirmPayment( {
					clientSecret,
					redirect: 'if_required',
				} );
	if ( result.error ) {
		if ( returnUrl ) {
			// Its answer does not matter: the shopper sees the error here.
			await createTransport().request( {
				url: withIsAjax( returnUrl ),
				parse: 'text',
			} );
		}
		return providerFailure( result.error, deps.configuredMessages );
	}
	return followed( returnUrl || fallbackUrl, deps.origin );
}

/**
 * The page to go to, if it is one: never a `javascript:` or other URL. Both
 * callers follow a payment the shop or Stripe accepted, so a redirect that
 * cannot be followed leaves a paid order unconfirmed, not failed.
 */
function followed( url: string, origin: string ): CompletionResult {
	const target = followableRedirect( url, origin );
	return target
		? { ok: true, redirectUrl: target }
		: { ok: false, message: refreshAndRetryMessage(), unconfirmed: true };
}
