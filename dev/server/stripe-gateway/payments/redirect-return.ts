/**
 * A shopper back from a bank page (or a wallet's QR code) on the
 * order-received page: the gateway settles the order from its intent
 * before WooCommerce shows it, or fails it and sends the shopper back to
 * where it was placed.
 *
 * Follows: woocommerce-gateway-stripe includes/class-wc-stripe-order-handler.php
 * maybe_process_redirect_order() on `wp` (8.8.0).
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { orderPayPath } from '../../woocommerce/includes/orders';
import type { Order } from '../../woocommerce/includes/types';
import { completeOrder, failOrder, isPaid } from './complete-order';

/** A shopper back from a bank page: settle or fail the order first. */
export function settleReturn( ctx: Context, order: Order ): boolean {
	const intentId =
		ctx.url.searchParams.get( 'payment_intent' ) ||
		ctx.url.searchParams.get( 'setup_intent' );
	if ( ! intentId ) {
		// Paid in the browser (a wallet's QR code): the gateway checks the
		// order's intent itself, as its webhook would.
		const latest = ctx.state.account.getIntent(
			order.intentIds[ order.intentIds.length - 1 ] || ''
		);
		if ( order.status === 'pending' && latest && isPaid( latest ) ) {
			completeOrder( ctx.state, order, latest );
		}
		return false;
	}
	const intent = ctx.state.account.getIntent( intentId );
	if ( intent && order.intentIds.includes( intent.id ) && isPaid( intent ) ) {
		completeOrder( ctx.state, order, intent );
		return false;
	}
	failOrder( order );
	ctx.session.notices.push( {
		type: 'error',
		text: 'We were unable to process your order, please try again.',
	} );
	// Back to where the order was placed.
	const back: Record< string, string > = {
		checkout: '/classic-checkout/',
		'pay-for-order': orderPayPath( order ),
	};
	redirect( ctx.res, back[ order.createdVia ] || '/checkout/' );
	return true;
}
