export { createPaymentElement } from './payment-element';
export type {
	PaymentElementHandle,
	PaymentElementInput,
} from './payment-element';
export {
	buildElementsOptions,
	buildPaymentElementOptions,
	elementsUpdateFor,
} from './elements-options';
export type {
	DeferredElementsOptions,
	ElementAmounts,
	ElementsOptionsInput,
} from './elements-options';
export { createPaymentMethodFromElements } from './create-payment-method';
export type { PaymentMethodResult } from './create-payment-method';
export { buildPaymentData } from './payment-data';
export type { PaymentDataInput } from './payment-data';
export {
	optimizedCheckoutElement,
	optimizedCheckoutLayout,
} from './optimized-checkout';
export type { OptimizedCheckoutElement } from './optimized-checkout';
