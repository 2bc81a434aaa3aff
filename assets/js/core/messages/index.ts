export * from './generic';
export * from './express';
export * from './payment-methods';
export { networkErrorMessage } from './network';
export type { NetworkFailure } from './network';
export {
	CARD_CODE_MESSAGES,
	invalidEmailMessage,
	unableToProcessMessage,
} from './provider-messages';
export { requiredFieldMessage } from './required-field';
export { mapProviderError } from './map-provider-error';
export type { MapOptions, ProviderError } from './map-provider-error';
