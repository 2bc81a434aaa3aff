import { parsePayForOrder } from '../../../../assets/js/core/settings/parse-pay-for-order';

const params = {
	order: '31',
	orderDetails: {
		orderKey: 'wc_order_abc',
		billingEmail: 'guest@example.com',
		shippingAddress: { first_name: 'Gus', country: 'NL', phone: null },
	},
	displayItems: [ { label: 'Subtotal', amount: 1800 } ],
	total: { label: 'Total', amount: 2530, pending: true },
};

describe( 'The order a pay-for-order page prints for the wallet buttons', () => {
	it( 'reads the order, its key, billing email, shipping address and total', () => {
		expect( parsePayForOrder( params ) ).toEqual( {
			orderId: 31,
			orderKey: 'wc_order_abc',
			billingEmail: 'guest@example.com',
			shippingAddress: { first_name: 'Gus', country: 'NL', phone: '' },
			total: 2530,
			displayItems: [ { name: 'Subtotal', amount: 1800 } ],
		} );
	} );

	it.each( [
		[ 'nothing printed', undefined ],
		[ 'no order', { ...params, order: 0 } ],
		[
			'no key',
			{
				...params,
				orderDetails: { ...params.orderDetails, orderKey: '' },
			},
		],
		[
			'no billing email',
			{
				...params,
				orderDetails: { orderKey: 'k', shippingAddress: {} },
			},
		],
	] )( '%s: no buttons', ( _name, raw ) => {
		expect( parsePayForOrder( raw ) ).toBeNull();
	} );
} );
