/**
 * What the classic pages that pay or set up with an existing record share:
 * the notices at the top,
 * WooCommerce's `form#order_review`, its answer to an order or subscription
 * that cannot be paid, and how a failed post goes back to its page.
 *
 * Follows: woocommerce templates/checkout/form-pay.php (shared parts).
 */
import type { Context } from '../../context';
import { escapeHtml, redirect, sendHtml } from '../../http/respond';
import { verifyNonce } from '../../wordpress/nonces';
import type { Currency } from '../includes/currency';
import { CLASSIC_STYLE } from './shop-style';
import { paymentMethodsHtml } from './classic-payment-list';
import { renderPage } from './layout';

export function pageNotices( ctx: Context ): string {
	const list = ctx.session.notices.splice( 0 );
	return `<div class="woocommerce-notices-wrapper">${ list
		.map(
			( notice ) =>
				`<div class="woocommerce-${
					notice.type === 'error' ? 'error' : 'message'
				}" role="alert">${
					notice.html ? notice.text : escapeHtml( notice.text )
				}</div>`
		)
		.join( '' ) }</div>`;
}

export { text } from '../../http/form-text';

/**
 * WooCommerce's `form#order_review` on the order-pay endpoint (pay for
 * order, a subscription's change of method): the record's table, what comes
 * before the payment box, then the box with the gateway's methods (and the
 * amount their element charges), what the page adds there, and the form's
 * submit row.
 */
export function orderReviewForm(
	ctx: Context,
	form: {
		table: string;
		beforePayment?: string;
		total: number;
		currency: Currency;
		kind: 'order-pay' | 'change-payment';
		order?: { total: number; containsSubscription: boolean };
		inPayment?: string;
		submitRow: string;
	}
): string {
	return `${ CLASSIC_STYLE }<div class="woocommerce">${ pageNotices(
		ctx
	) }<form id="order_review" method="post" novalidate>
${ form.table }
${ form.beforePayment || '' }
<div id="payment">${ paymentMethodsHtml( ctx, form.kind, '', form.order ) }${
		form.inPayment || ''
	}
<div class="form-row">${ form.submitRow }</div></div></form></div>`;
}

export function notFound( ctx: Context ): void {
	sendHtml(
		ctx.res,
		404,
		renderPage( ctx, {
			title: 'Pay for order',
			body: '<p class="woocommerce-error">Sorry, this order is invalid and cannot be paid for.</p>',
		} )
	);
}

/**
 * How these forms fail, as WooCommerce's handlers do: an error notice, then
 * back to the page the form came from.
 */
export function failBackTo( ctx: Context, path: string ) {
	return ( message: string ): void => {
		ctx.session.notices.push( { type: 'error', text: message } );
		redirect( ctx.res, path );
	};
}

/**
 * A post from one of these forms: how it fails back to its page, or, when
 * the form's nonce does not hold, nothing at all (the shopper is sent back
 * with the handler's own refusal and nothing is processed).
 */
export function checkedPost(
	ctx: Context,
	back: string,
	nonce: { action: string; field: string; refusal: string }
): ( ( message: string ) => void ) | null {
	const fail = failBackTo( ctx, back );
	if (
		verifyNonce(
			ctx.state,
			ctx.session,
			nonce.action,
			ctx.body[ nonce.field ]
		)
	) {
		return fail;
	}
	fail( nonce.refusal );
	return null;
}
