export { getStripe } from './load-stripe';
export type { StripeLoadOptions } from './load-stripe';
export { createPaymentMethodFromElements } from './create-payment-method';
export type { PaymentMethodResult } from './create-payment-method';
export {
	completeOrderPayment,
	hasConfirmationMarker,
} from './complete-order-payment';
export type { CompleteOrderPaymentDeps } from './complete-order-payment';
export {
	buildElementsOptions,
	buildPaymentElementOptions,
	elementsUpdateFor,
} from './elements-options';
export type { DeferredElementsOptions } from './elements-options';
export { intentIdFromClientSecret } from './intent-id';
export type { BillingDetails, CompletionResult, OrderStatusApi } from './types';
