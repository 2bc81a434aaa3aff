export {
	billingLastName,
	cleanPhone,
	splitFullName,
	walletCountry,
} from './normalize';
export { billingDetailsFromAddress } from './billing-details';
export type { WooAddress } from './billing-details';
export {
	expressBillingAddress,
	expressShippingAddress,
	shippingQuoteAddress,
} from './express-address';
export type {
	ExpressBillingAddress,
	ExpressContact,
	ExpressShippingAddress,
	StripeAddress,
} from './express-address';
