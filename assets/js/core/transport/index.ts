export { createTransport, DEFAULT_TIMEOUT_MS } from './transport';
export type { TransportOptions } from './transport';
export { encodeForm } from './form-encoding';
export { gatewayAction, wcAjaxUrl } from './urls';
export { createGatewayApi } from './gateway-api';
export type { GatewayApi, GatewayApiConfig } from './gateway-api';
export { createStoreApi } from './store-api';
export type { CheckoutResponse, StoreApi } from './store-api';
export { createExpressApi } from './express-api';
export type {
	ExpressApi,
	ExpressTotals,
	ShippingAddressInput,
} from './express-api';
export { createShopAjax } from './shop-ajax';
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
