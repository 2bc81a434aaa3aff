/**
 * Method groups the flows switch on.
 */
import { METHOD_FACTS } from './catalogue';
import type { PaymentFlow, PaymentMethodId } from './types';

export const VOUCHER_METHODS: readonly PaymentMethodId[] = [
	'boleto',
	'multibanco',
	'oxxo',
];
export const WALLET_METHODS: readonly PaymentMethodId[] = [
	'cashapp',
	'wechat_pay',
];
export const BNPL_METHODS: readonly PaymentMethodId[] = [
	'affirm',
	'afterpay_clearpay',
	'klarna',
];
/** Offered through the wallet buttons, not as a checkout list entry. */
export const EXPRESS_ONLY_METHODS: readonly PaymentMethodId[] = [
	'link',
	'amazon_pay',
];
/**
 * Methods Stripe no longer processes: giropay (no transactions after 30
 * June 2024) and Sofort (discontinued on 31 March 2025). Neither checkout
 * nor pay for order offers them, even if a page still configures them.
 */
export const RETIRED_METHODS: readonly PaymentMethodId[] = [
	'giropay',
	'sofort',
];

/** Debits whose mandate we show beside Stripe's element (its own is off). */
export const MANDATE_METHODS: readonly PaymentMethodId[] = [
	'sepa_debit',
	'au_becs_debit',
	'us_bank_account',
];

export function isRetired( id: PaymentMethodId ): boolean {
	return RETIRED_METHODS.includes( id );
}

/**
 * Block checkout registers every configured method but Link (it pays
 * inside the card element and as a wallet, never as an entry of its own)
 * and the retired ones.
 */
export function isBlockRegistrable( id: PaymentMethodId ): boolean {
	return id !== 'link' && ! isRetired( id );
}

export function flowOf( id: PaymentMethodId ): PaymentFlow {
	return METHOD_FACTS[ id ].flow;
}

export function isReusable( id: PaymentMethodId ): boolean {
	return METHOD_FACTS[ id ].reusable;
}

export function acceptsCurrency(
	id: PaymentMethodId,
	currency: string
): boolean {
	const { currencies } = METHOD_FACTS[ id ];
	return (
		currencies.length === 0 || currencies.includes( currency.toUpperCase() )
	);
}
