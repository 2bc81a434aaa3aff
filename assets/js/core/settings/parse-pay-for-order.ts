/**
 * The order a pay-for-order page prints for the wallet buttons
 * (`wcStripeExpressCheckoutPayForOrderParams`). Without its key and billing
 * email the Store API cannot take the payment, so the buttons stay away.
 */
import { toLineItems } from '../amounts/line-items';
import { isRecord, toNumber } from './fields';
import type { PayForOrderData } from './types';

export function parsePayForOrder( data: unknown ): PayForOrderData | null {
	if ( ! isRecord( data ) || ! isRecord( data.orderDetails ) ) {
		return null;
	}
	const details = data.orderDetails;
	const orderId = toNumber( data.order );
	if (
		! orderId ||
		typeof details.orderKey !== 'string' ||
		! details.orderKey ||
		typeof details.billingEmail !== 'string'
	) {
		return null;
	}
	const shipping = isRecord( details.shippingAddress )
		? details.shippingAddress
		: {};
	return {
		orderId,
		orderKey: details.orderKey,
		billingEmail: details.billingEmail,
		shippingAddress: Object.fromEntries(
			Object.entries( shipping ).map( ( [ key, value ] ) => [
				key,
				typeof value === 'string' ? value : '',
			] )
		),
		total: toNumber( isRecord( data.total ) ? data.total.amount : 0 ) ?? 0,
		displayItems: toLineItems( data.displayItems ),
	};
}
