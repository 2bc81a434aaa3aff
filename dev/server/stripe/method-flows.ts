/**
 * What confirming an intent does for each non-card method:
 * redirect methods send the shopper to a bank page, debits settle later,
 * vouchers show a voucher, wallets and BLIK wait for an app.
 */
import type { NextAction } from './types';

export type MethodStep =
	| { kind: 'succeed' }
	| { kind: 'processing' }
	| { kind: 'action'; nextAction: NextAction };

const REDIRECT_METHODS = [
	'ideal',
	'eps',
	'p24',
	'bancontact',
	'alipay',
	'klarna',
	'affirm',
	'afterpay_clearpay',
	'sofort',
	'giropay',
	'amazon_pay',
];
const DEBIT_METHODS = [
	'sepa_debit',
	'us_bank_account',
	'bacs_debit',
	'au_becs_debit',
	'acss_debit',
];
const VOUCHER_METHODS = [ 'boleto', 'oxxo', 'multibanco' ];

export function methodStep(
	type: string,
	intent: { id: string; client_secret: string },
	returnUrl: string,
	origin: string
): MethodStep {
	if ( REDIRECT_METHODS.includes( type ) ) {
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
	if ( DEBIT_METHODS.includes( type ) ) {
		return { kind: 'processing' };
	}
	if ( VOUCHER_METHODS.includes( type ) ) {
		const key = `${ type }_display_details`;
		return {
			kind: 'action',
			nextAction: {
				type: key as NextAction[ 'type' ],
				[ key ]: {
					hosted_voucher_url: new URL(
						`/__stripe/voucher/${ intent.id }`,
						origin
					).href,
					number: '34191.79001 01043.510047 91020.150008 5 95710000002500',
					expires_at: Math.floor( Date.now() / 1000 ) + 3 * 86400,
				},
			},
		};
	}
	if ( type === 'cashapp' ) {
		return {
			kind: 'action',
			nextAction: { type: 'cashapp_handle_redirect_or_display_qr_code' },
		};
	}
	if ( type === 'wechat_pay' ) {
		return {
			kind: 'action',
			nextAction: { type: 'wechat_pay_display_qr_code' },
		};
	}
	if ( type === 'blik' ) {
		return { kind: 'action', nextAction: { type: 'blik_authorize' } };
	}
	return { kind: 'succeed' };
}
