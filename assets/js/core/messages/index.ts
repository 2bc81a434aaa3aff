export {
	failedToLoadMethodMessage,
	invalidPaymentDetailsMessage,
	paymentFailedMessage,
	refreshAndRetryMessage,
	unknownErrorMessage,
} from './generic';
export {
	initDataMissingMessage,
	invalidSettingMessage,
	missingSettingMessage,
} from './settings';
export {
	addToCartFailedMessage,
	amountUpdatingMessage,
	earlierOrderCheckMessage,
	finalTaxesNote,
	orderProblemMessage,
	productInfoFailedMessage,
	selectProductOptionsMessage,
	unavailableCombinationMessage,
} from './express';
export { blikCodeInvalidMessage, cashAppAmountNotice } from './payment-methods';
export { mandateText } from './mandates';
export { networkErrorMessage } from './network';
export type { NetworkFailure } from './network';
export {
	CARD_CODE_MESSAGES,
	invalidEmailMessage,
	unableToProcessMessage,
} from './provider-messages';
export { requiredFieldMessage } from './required-field';
export { mapProviderError, mapRelayedMessage } from './map-provider-error';
export type { MapOptions, ProviderError } from './map-provider-error';
