export { createGatewayApi } from './gateway-api';
export type {
	GatewayApi,
	GatewayApiConfig,
	IntentSecret,
	OrderStatusArgs,
	SetupIntentResult,
} from './gateway-api';
export { createStoreApi } from './store-api';
export type { CheckoutResponse, StoreApi } from './store-api';
export { createExpressApi } from './express-api';
export type {
	ExpressApi,
	ExpressTotals,
	ShippingAddressInput,
} from './express-api';
export { fromWpEnvelope } from './results';
