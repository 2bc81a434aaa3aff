/**
 * Voucher methods (Boleto, Multibanco, OXXO): the shopper pays later with the
 * voucher Stripe shows, confirmed by its type. Then the shopper goes to the
 * same-origin return URL, else to the order-received page of a numeric
 * order id, else sees an error.
 */
import type { Stripe } from '@stripe/stripe-js';
import { paymentFailedMessage } from '../messages/generic';
import { voucherRedirectTarget } from '../hashes/voucher-target';
import type { VoucherHash } from '../hashes';
import { providerFailure } from './report-to-gateway';
import type { CompletionDeps, CompletionResult } from './types';

function confirmByType( stripe: Stripe, type: string, clientSecret: string ) {
	if ( type === 'boleto' ) {
		return stripe.confirmBoletoPayment( clientSecret );
	}
	if ( type === 'multibanco' ) {
		return stripe.confirmMultibancoPayment( clientSecret );
	}
	return stripe.confirmOxxoPayment( clientSecret );
}

export async function confirmVoucher(
	hash: VoucherHash,
	deps: Omit< CompletionDeps, 'api' >
): Promise< CompletionResult > {
	const result = await confirmByType(
		deps.stripe,
		hash.voucherType,
		hash.clientSecret
	);
	if ( result.error ) {
		return providerFailure( result.error, deps.configuredMessages );
	}
	const target = voucherRedirectTarget( hash, {
		pageOrderId: deps.pageOrderId,
		isOrderPay: deps.isOrderPay,
		orderReceivedUrl: deps.orderReceivedUrl,
		origin: deps.origin,
	} );
	return target.ok
		? { ok: true, redirectUrl: target.url }
		: { ok: false, message: paymentFailedMessage() };
}
