/**
 * What one method adds around the shared Payment Element: BLIK's code
 * field, Cash App Pay's amount notice; and the extra payment data a method
 * sends (or the message that stops the payment).
 */
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { blikCodeInvalidMessage } from '../../core/messages/payment-methods';
import { validateBlikCode } from '../../core/payment-rules/blik';
import { BlikCodeField } from './blik-code-field';
import { CashAppNotice } from './cash-app-notice';

export type ExtraData =
	| { ok: true; data: Record< string, string > }
	| { ok: false; message: string };

/** The method's own payment data beside the payment method, if any. */
export function methodExtraData(
	methodId: PaymentMethodId,
	blikCode: string
): ExtraData | null {
	if ( methodId !== 'blik' ) {
		return null;
	}
	return validateBlikCode( blikCode ).state === 'valid'
		? { ok: true, data: { 'wc-stripe-blik-code': blikCode.trim() } }
		: { ok: false, message: blikCodeInvalidMessage() };
}

export function MethodExtras( {
	methodId,
	amount,
	blikCode,
	onBlikCode,
}: {
	methodId: PaymentMethodId;
	/** The total in Stripe's units. */
	amount: number;
	blikCode: string;
	onBlikCode: ( code: string ) => void;
} ) {
	if ( methodId === 'blik' ) {
		return <BlikCodeField value={ blikCode } onChange={ onBlikCode } />;
	}
	if ( methodId === 'cashapp' ) {
		return <CashAppNotice amount={ amount } />;
	}
	return null;
}
