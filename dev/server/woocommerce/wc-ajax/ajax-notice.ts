/**
 * WooCommerce's notice templates as its classic wc-ajax actions print them:
 * the coupon actions answer with this HTML, the checkout post puts it in
 * its `messages`.
 *
 * Follows: woocommerce templates/notices/error.php, success.php, notice.php
 * (wc_print_notices()).
 */
import { escapeHtml } from '../../http/respond';

/** WooCommerce's notice templates: errors a list, a success one message. */
export const notice = ( type: 'error' | 'message', text: string ) =>
	type === 'error'
		? `<ul class="woocommerce-error" role="alert"><li>${ escapeHtml(
				text
			) }</li></ul>`
		: `<div class="woocommerce-message" role="alert">${ escapeHtml(
				text
			) }</div>`;
