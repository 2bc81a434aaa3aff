/**
 * WooCommerce's `cancel_order` link (`WC_Form_Handler::cancel_order`), from
 * My account → Orders: a customer cancels their own order awaiting payment.
 * WordPress runs it before any page, so it answers on every path.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php cancel_order().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { CANCELLABLE } from '../includes/orders';
import { verifyNonce } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

/**
 * `wp_safe_redirect`: only to this shop. Anything else (another host,
 * `javascript:`) goes to the cart, the page the link itself points at.
 */
function safeTarget( ctx: Context, target: string ): string {
	try {
		const url = new URL( target, ctx.origin );
		if ( url.origin === ctx.origin ) {
			return url.pathname + url.search + url.hash;
		}
	} catch {
		// Not a URL at all: the cart, as for a foreign one.
	}
	return '/cart/';
}

/** True when the request was a cancel link WooCommerce would act on. */
export function cancelOrder( ctx: Context ): boolean {
	const query = ctx.url.searchParams;
	// Without every part and a valid nonce WooCommerce ignores the link and
	// the page it points at (the cart) shows as usual: no notice.
	if (
		! query.has( 'cancel_order' ) ||
		! query.has( 'order' ) ||
		! query.has( 'order_id' ) ||
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.cancelOrder,
			query.get( '_wpnonce' )
		)
	) {
		return false;
	}
	const order = ctx.state.orders.get( Number( query.get( 'order_id' ) ) );
	// current_user_can( 'cancel_order' ): the order is this customer's (a
	// guest's order is a guest's, and its key guards it).
	const userCanCancel =
		order !== undefined && order.customerId === ctx.session.customerId;
	const orderCanCancel =
		order !== undefined && CANCELLABLE.includes( order.status );
	if (
		userCanCancel &&
		orderCanCancel &&
		order.key === query.get( 'order' )
	) {
		order.status = 'cancelled';
		ctx.session.awaitingOrderId = null;
		ctx.session.notices.push( {
			type: 'info',
			text: 'Your order was cancelled.',
		} );
	} else if ( userCanCancel && ! orderCanCancel ) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Your order can no longer be cancelled. Please contact us if you need assistance.',
		} );
	} else if ( ! userCanCancel ) {
		ctx.session.notices.push( { type: 'error', text: 'Invalid order.' } );
	}
	redirect( ctx.res, safeTarget( ctx, query.get( 'redirect' ) || '/cart/' ) );
	return true;
}
