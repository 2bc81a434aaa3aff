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
/** Block checkout registers every configured method except these. */
const NOT_REGISTERED_IN_BLOCKS: readonly PaymentMethodId[] = [
	'link',
	'giropay',
];

export function isBlockRegistrable( id: PaymentMethodId ): boolean {
	return ! NOT_REGISTERED_IN_BLOCKS.includes( id );
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
