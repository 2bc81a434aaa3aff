import { voucherRedirectTarget } from '../../../../assets/js/core/hashes';

const page = {
	pageOrderId: null,
	isOrderPay: false,
	orderReceivedUrl: 'https://shop.test/checkout/order-received/',
	origin: 'https://shop.test',
};

describe( 'Voucher return: same-origin return url, else the order-received url with a numeric order id, else error (SPEC §4, §5)', () => {
	it( 'uses the same-origin return url', () => {
		expect(
			voucherRedirectTarget(
				{ orderId: '5', returnUrl: 'https://shop.test/thanks/' },
				page
			)
		).toEqual( { ok: true, url: 'https://shop.test/thanks/' } );
	} );

	it( 'falls back to the order-received url for a numeric order id', () => {
		expect(
			voucherRedirectTarget( { orderId: '5', returnUrl: null }, page )
		).toEqual( {
			ok: true,
			url: 'https://shop.test/checkout/order-received/5/',
		} );
	} );

	it( 'is an error for a non-numeric order id without a return url', () => {
		expect(
			voucherRedirectTarget( { orderId: 'abc', returnUrl: null }, page )
		).toEqual( { ok: false } );
	} );

	it( "on order-pay the voucher's order id must match the page's order", () => {
		const orderPay = { ...page, isOrderPay: true, pageOrderId: 5 };
		expect(
			voucherRedirectTarget(
				{ orderId: '6', returnUrl: 'https://shop.test/thanks/' },
				orderPay
			)
		).toEqual( { ok: false } );
		expect(
			voucherRedirectTarget(
				{ orderId: '5', returnUrl: 'https://shop.test/thanks/' },
				orderPay
			).ok
		).toBe( true );
	} );
} );
