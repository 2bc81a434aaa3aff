/**
 * What one method adds around the shared Payment Element: BLIK's code field,
 * Cash App Pay's amount notice. Returns the markup and the extra payment data
 * (or the message that stops the payment).
 */
import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { blikCodeInvalidMessage } from '../../core/messages/payment-methods';
import { validateBlikCode } from '../../core/payment-rules/blik';
import { BlikCodeField } from '../components/blik-code-field';
import { CashAppNotice } from '../components/cash-app-notice';

export type ExtraData = () =>
	| { ok: true; data: Record< string, string > }
	| { ok: false; message: string };

export function useMethodExtras(
	methodId: PaymentMethodId,
	totalMinor: number
): { node: ReactNode; extraData?: ExtraData } {
	const [ blikCode, setBlikCode ] = useState( '' );
	if ( methodId === 'blik' ) {
		return {
			node: <BlikCodeField value={ blikCode } onChange={ setBlikCode } />,
			extraData: () =>
				validateBlikCode( blikCode ).state === 'valid'
					? {
							ok: true,
							data: { 'wc-stripe-blik-code': blikCode.trim() },
						}
					: { ok: false, message: blikCodeInvalidMessage() },
		};
	}
	if ( methodId === 'cashapp' ) {
		return { node: <CashAppNotice totalMinor={ totalMinor } /> };
	}
	return { node: null };
}
