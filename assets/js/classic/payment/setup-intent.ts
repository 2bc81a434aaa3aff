/**
 * Adding a payment method to the account: the gateway creates and confirms
 * a setup intent with the new method (`create_and_confirm_setup_intent`),
 * then what happens depends on the intent: succeeded is done; a redirect
 * next action sends the shopper to it; Cash App Pay is confirmed in the
 * browser and then goes to the return URL (or stops, incomplete); any other
 * is confirmed in the browser (3D Secure) only if Stripe needs it.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { SetupIntentResult } from '../../core/api/gateway-api';
import { paymentFailedMessage } from '../../core/messages/generic';
import { mapProviderError } from '../../core/messages/map-provider-error';
import { intentIdFromClientSecret } from '../../core/stripe/intent-id';
import { followableRedirect } from '../../core/hashes/followable-redirect';

export type SetupStep =
	| { kind: 'done' }
	| { kind: 'redirect'; url: string }
	| { kind: 'cashapp' }
	| { kind: 'confirm' };

/** What the gateway's answer asks for next. */
export function nextSetupStep( result: SetupIntentResult ): SetupStep {
	if ( result.status === 'succeeded' ) {
		return { kind: 'done' };
	}
	const url = result.next_action?.redirect_to_url?.url;
	if (
		result.status === 'requires_action' &&
		result.next_action?.type === 'redirect_to_url' &&
		url
	) {
		return { kind: 'redirect', url };
	}
	return result.payment_type === 'cashapp'
		? { kind: 'cashapp' }
		: { kind: 'confirm' };
}

export type SetupOutcome =
	| { kind: 'saved'; setupIntentId: string }
	| { kind: 'left' }
	| { kind: 'stopped'; message: string };

export async function finishSetupIntent(
	stripe: Stripe,
	result: SetupIntentResult & { id?: string },
	configured: Record< string, string >,
	go: ( url: string ) => void
): Promise< SetupOutcome > {
	const id = result.id || intentIdFromClientSecret( result.client_secret );
	const step = nextSetupStep( result );
	if ( step.kind === 'done' ) {
		return { kind: 'saved', setupIntentId: id };
	}
	if ( step.kind === 'redirect' ) {
		const url = followableRedirect( step.url );
		if ( ! url ) {
			return { kind: 'stopped', message: paymentFailedMessage() };
		}
		go( url );
		return { kind: 'left' };
	}
	if ( step.kind === 'cashapp' ) {
		const returnUrl = decodeURIComponent( result.return_url || '' );
		const confirmed = await stripe.confirmCashappSetup(
			result.client_secret,
			{ return_url: returnUrl }
		);
		if ( confirmed.setupIntent?.status === 'succeeded' ) {
			const target = followableRedirect( returnUrl );
			if ( target ) {
				go( target );
				return { kind: 'left' };
			}
		}
		// Not finished (closed, declined): the shopper may try again.
		return { kind: 'stopped', message: '' };
	}
	const confirmed = await stripe.confirmSetup( {
		clientSecret: result.client_secret,
		redirect: 'if_required',
	} );
	if ( confirmed.error ) {
		return {
			kind: 'stopped',
			message:
				mapProviderError( confirmed.error, {
					configured,
				} ) || paymentFailedMessage(),
		};
	}
	return { kind: 'saved', setupIntentId: id };
}
