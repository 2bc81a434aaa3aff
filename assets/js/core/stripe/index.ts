export { loadStripeJs } from './load-stripe';
export type { StripeLoadOptions } from './load-stripe';
export {
	completeOrderPayment,
	hasConfirmationMarker,
} from './complete-order-payment';
export type { CompleteOrderPaymentDeps } from './complete-order-payment';
export { intentIdFromClientSecret } from './intent-id';
export type { BillingDetails, CompletionResult, OrderStatusApi } from './types';
