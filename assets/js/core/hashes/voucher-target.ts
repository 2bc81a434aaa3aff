/**
 * Where the shopper goes after a voucher was shown. On order-pay the
 * voucher's order id must be the page's order, and only a numeric id builds
 * an order-received URL.
 */
import { sameOriginUrl } from './same-origin-url';
import type { VoucherHash } from './types';

export interface VoucherPage {
	pageOrderId: number | null;
	isOrderPay: boolean;
	orderReceivedUrl: string;
	origin: string;
}

export type VoucherTarget = { ok: true; url: string } | { ok: false };

export function voucherRedirectTarget(
	hash: Pick< VoucherHash, 'orderId' | 'returnUrl' >,
	page: VoucherPage
): VoucherTarget {
	if ( page.isOrderPay && String( page.pageOrderId ) !== hash.orderId ) {
		return { ok: false };
	}
	if ( hash.returnUrl ) {
		const url = sameOriginUrl( hash.returnUrl, page.origin );
		if ( url ) {
			return { ok: true, url };
		}
	}
	if ( /^[1-9][0-9]*$/.test( hash.orderId ) && page.orderReceivedUrl ) {
		const base = sameOriginUrl( page.orderReceivedUrl, page.origin );
		if ( base ) {
			const url = new URL( base );
			url.pathname = url.pathname.replace(
				/\/?$/,
				`/${ hash.orderId }/`
			);
			return { ok: true, url: url.href };
		}
	}
	return { ok: false };
}
