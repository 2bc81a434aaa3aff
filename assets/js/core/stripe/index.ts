export { loadStripeJs } from './load-stripe';
export type { StripeLoadOptions } from './load-stripe';
export { completeOrderPayment } from './complete-order-payment';
export { hasConfirmationMarker } from './confirmation-marker';
export type { CompleteOrderPaymentDeps } from './complete-order-payment';
export { intentIdFromClientSecret } from './intent-id';
export type {
	BillingDetails,
	CompletionDeps,
	CompletionResult,
	OrderStatusApi,
} from './types';
export { providerFailure, reportToGateway } from './report-to-gateway';
