/**
 * Finishing an intent that needs the shopper: the 3D Secure challenge, a
 * redirect to the bank page, QR codes for wallets, BLIK approval, vouchers.
 */
import { stripeApi } from './api';
import type { StripeAnswer } from './api';
import { openDialog } from './modal';

type Outcome = 'complete' | 'fail' | 'close';

async function authenticate(
	intent: StripeAnswer,
	outcome: Outcome
): Promise< StripeAnswer > {
	return stripeApi( `/intents/${ intent.id }/authenticate`, {
		client_secret: intent.client_secret,
		outcome,
	} );
}

function challengeFor( type: string ): {
	label: string;
	heading: string;
	text: string;
	complete: string;
	fail: string;
	close?: string;
} | null {
	switch ( type ) {
		case 'use_stripe_sdk':
			return {
				label: '3D Secure authentication',
				heading: '3D Secure 2 Test Page',
				text: 'Your bank asks you to confirm this payment.',
				complete: 'Complete authentication',
				fail: 'Fail authentication',
			};
		case 'blik_authorize':
			return {
				label: 'BLIK authorisation',
				heading: 'Approve the payment in your bank app',
				text: 'Open your banking app to approve this BLIK payment.',
				complete: 'Authorize test payment',
				fail: 'Fail test payment',
			};
		case 'cashapp_handle_redirect_or_display_qr_code':
		case 'wechat_pay_display_qr_code':
			return {
				label: 'Scan to pay',
				heading: 'Scan the QR code with your app',
				text: '▚▞▚▞ (test QR code)',
				complete: 'Authorize test payment',
				fail: 'Fail test payment',
				// Closing the code without scanning it leaves the payment
				// waiting, as Stripe's QR dialog does.
				close: 'Close without scanning',
			};
		default:
			return null;
	}
}

/** Resolves to the final intent, or `{ error }`. Redirects never resolve. */
export async function handleNextAction(
	intent: StripeAnswer,
	handleActions = true
): Promise< StripeAnswer > {
	const action = intent.next_action;
	if ( intent.status !== 'requires_action' || ! action || ! handleActions ) {
		return intent;
	}
	if ( action.type === 'redirect_to_url' ) {
		window.location.assign( action.redirect_to_url.url );
		return new Promise( () => {} );
	}
	if ( /_display_details$/.test( action.type ) ) {
		const details = action[ action.type ] || {};
		const expires = details.expires_at
			? new Date( details.expires_at * 1000 ).toISOString().slice( 0, 10 )
			: '';
		await openDialog( {
			label: 'Voucher',
			heading: 'Voucher',
			text: `Number: ${ details.number || '' }. Pay by ${ expires }.`,
			buttons: [ { label: 'Close', value: 'close' } ],
		} );
		// Stripe's clock runs on: a test voucher may expire now.
		await stripeApi( `/intents/${ intent.id }/voucher_shown`, {
			client_secret: intent.client_secret,
		} );
		return intent;
	}
	// Micro-deposits arrive in a day or two: nothing to show now.
	if ( action.type === 'verify_with_microdeposits' ) {
		return intent;
	}
	const challenge = challengeFor( action.type );
	if ( ! challenge ) {
		return intent;
	}
	const outcome = await openDialog< Outcome >( {
		label: challenge.label,
		heading: challenge.heading,
		text: challenge.text,
		buttons: [
			{ label: challenge.complete, value: 'complete' },
			{ label: challenge.fail, value: 'fail' },
			...( challenge.close
				? [ { label: challenge.close, value: 'close' as const } ]
				: [] ),
		],
	} );
	return outcome === 'close' ? intent : authenticate( intent, outcome );
}
