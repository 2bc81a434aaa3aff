export {
	NO_DECIMAL_CURRENCIES,
	THREE_DECIMAL_CURRENCIES,
	parseMoney,
	stripeDecimals,
	stripeMajor,
	stripeScale,
	toStripeAmount,
} from './stripe-amount';
export type { StoreMoney } from './stripe-amount';
export {
	buildDisplayItems,
	cartChargeAmount,
	linesAddingUpTo,
} from './display-items';
export type { CartForDisplay, LineItem } from './display-items';
export { toLineItems } from './line-items';
export type { CartTotalItem } from './total-items';
