export { PAYMENT_METHOD_IDS } from './types';
export type { PaymentFlow, PaymentMethodId } from './types';
export { METHOD_FACTS } from './catalogue';
export type { MethodFacts } from './catalogue';
export {
	DEFAULT_PAYMENT_METHOD,
	gatewayIdFor,
	isPaymentMethodId,
	methodIdForGateway,
} from './gateway-ids';
export {
	BNPL_METHODS,
	EXPRESS_ONLY_METHODS,
	MANDATE_METHODS,
	RETIRED_METHODS,
	isRetired,
	VOUCHER_METHODS,
	WALLET_METHODS,
	acceptsCurrency,
	flowOf,
	isBlockRegistrable,
	isReusable,
} from './groups';
