export { createTransport, DEFAULT_TIMEOUT_MS } from './transport';
export type { TransportOptions } from './transport';
export { encodeForm } from './form-encoding';
export { gatewayAction, wcAjaxUrl } from './urls';
export { createShopAjax } from './shop-ajax';
export { createCartAjax } from './cart-ajax';
export type { CartAjax, HtmlAnswer } from './cart-ajax';
export type {
	CartFragmentsResponse,
	OrderReviewResponse,
	ShopAjax,
} from './shop-ajax';
export { repairCheckoutJson } from './checkout-json';
export type { CheckoutResult } from './checkout-json';
export { createRequestQueue } from './queue';
export {
	createLatestWins,
	OTHER_DELAY_MS,
	TYPING_DELAY_MS,
} from './latest-wins';
export type * from './types';
export { sharedCart } from './shared-cart';
