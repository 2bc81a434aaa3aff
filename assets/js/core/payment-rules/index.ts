export { billingDetailsCollection } from './billing-collection';
export type { BillingDetailsCollection, Collect } from './billing-collection';
export {
	savePaymentMethodUsage,
	showSaveCheckbox,
} from './save-payment-method';
export type { SaveUsage } from './save-payment-method';
export { SETUP_MODE_THRESHOLD, elementModeForTotal } from './element-mode';
export { BLIK_CODE_LENGTH, validateBlikCode } from './blik';
export type { BlikCodeState } from './blik';
export { methodAvailableForCountry } from './availability';
