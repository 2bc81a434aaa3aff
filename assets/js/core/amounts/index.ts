export {
	DEFAULT_CURRENCY_DECIMALS,
	parseMoney,
	rescaleAmount,
} from './rescale';
export {
	buildDisplayItems,
	cartChargeAmount,
	lineItemsFitTotal,
	linesWithinTotal,
} from './display-items';
export type { CartForDisplay, LineItem } from './display-items';
export { toLineItems } from './line-items';
export type { CartTotalItem } from './total-items';
