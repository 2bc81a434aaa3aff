/**
 * What confirming an intent does for each non-card method, by its family
 * (method-support.ts): redirect methods send the shopper to the bank's or
 * provider's page, debits are processing until the bank answers (an ACH or
 * ACSS account typed in by hand waits for micro-deposits first), vouchers
 * show their details, QR wallets show their code, BLIK waits for the bank
 * app.
 *
 * Follows: Stripe's payment method families
 * (docs.stripe.com/payments/payment-methods/overview).
 */
import { STRIPE_METHODS } from './method-support';
import type { NextAction, PaymentMethod } from './types';

export type MethodStep =
	| { kind: 'succeed' }
	| { kind: 'processing' }
	| { kind: 'action'; nextAction: NextAction };

const QR_ACTIONS: Record< string, NextAction[ 'type' ] > = {
	cashapp: 'cashapp_handle_redirect_or_display_qr_code',
	wechat_pay: 'wechat_pay_display_qr_code',
};

function voucherAction( type: string, id: string, origin: string ) {
	const key = `${ type }_display_details`;
	return {
		type: key as NextAction[ 'type' ],
		[ key ]: {
			hosted_voucher_url: new URL( `/__stripe/voucher/${ id }`, origin )
				.href,
			number: '34191.79001 01043.510047 91020.150008 5 95710000002500',
			expires_at: Math.floor( Date.now() / 1000 ) + 3 * 86400,
		},
	};
}

export function methodStep(
	method: Pick< PaymentMethod, 'type' | 'us_bank_account' >,
	intent: { id: string; client_secret: string },
	returnUrl: string,
	origin: string,
	/** ACSS's verification, chosen in its mandate dialog. */
	verification = ''
): MethodStep {
	const { type } = method;
	const family = STRIPE_METHODS[ type ]?.family;
	if ( family === 'redirect' ) {
		const url = new URL( `/__stripe/authorize/${ intent.id }`, origin );
		url.searchParams.set( 'client_secret', intent.client_secret );
		url.searchParams.set( 'return_url', returnUrl );
		return {
			kind: 'action',
			nextAction: {
				type: 'redirect_to_url',
				redirect_to_url: { url: url.href, return_url: returnUrl },
			},
		};
	}
	if ( family === 'debit' ) {
		const byHand =
			method.us_bank_account?.verification === 'microdeposits' ||
			( type === 'acss_debit' && verification === 'microdeposits' );
		return byHand
			? {
					kind: 'action',
					nextAction: {
						type: 'verify_with_microdeposits',
						verify_with_microdeposits: {
							hosted_verification_url: new URL(
								`/__stripe/microdeposits/${ intent.id }`,
								origin
							).href,
							microdeposit_type: 'descriptor_code',
							arrival_date:
								Math.floor( Date.now() / 1000 ) + 2 * 86400,
						},
					},
				}
			: { kind: 'processing' };
	}
	if ( family === 'voucher' ) {
		return {
			kind: 'action',
			nextAction: voucherAction( type, intent.id, origin ),
		};
	}
	if ( family === 'qr' ) {
		return { kind: 'action', nextAction: { type: QR_ACTIONS[ type ] } };
	}
	if ( family === 'code' ) {
		return { kind: 'action', nextAction: { type: 'blik_authorize' } };
	}
	return { kind: 'succeed' };
}
