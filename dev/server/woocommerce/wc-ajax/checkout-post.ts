/**
 * The classic checkout's `checkout` wc-ajax action, the form's post: field
 * errors with `data-id`, `refresh` after a stale nonce, `reload` when the
 * session's cart is gone, then the order, placed on hold for a cheque or
 * handed to the gateway, whose redirect the page follows.
 *
 * Follows: woocommerce includes/class-wc-checkout.php process_checkout()
 * (its nonce from `woocommerce-process-checkout-nonce`, else `_wpnonce`).
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { emptyCart, mergeAddress } from '../includes/cart-ops';
import { EMPTY_ADDRESS } from '../includes/types';
import type { Address } from '../includes/types';
import { orderFromCart, orderReceivedPath } from '../includes/orders';
import { verifyNonce } from '../../wordpress/nonces';
import { attributionFromForm } from '../includes/attribution';
import { cartTotals } from '../includes/totals';
import { processOrderPayment } from '../includes/payment-gateways';
import {
	CHEQUE_GATEWAY,
	CHEQUE_TITLE,
	classicMethods,
} from '../templates/classic-payment-list';
import { updateSession } from '../includes/classic-session';
import { errorNotice, validateAddress } from '../includes/checkout-validation';
import { createAccount } from './checkout-account';
import { notice } from './ajax-notice';
import { text } from '../../http/form-text';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

function failure(
	ctx: Context,
	messages: string,
	flags: { refresh?: boolean; reload?: boolean } = {}
) {
	sendJson( ctx.res, 200, {
		result: 'failure',
		messages,
		refresh: !! flags.refresh,
		reload: !! flags.reload,
	} );
}

/** billing_* / shipping_* form fields as an address. */
function addressFrom(
	body: Record< string, unknown >,
	prefix: string
): Address {
	return mergeAddress(
		{ ...EMPTY_ADDRESS, email: '' },
		Object.fromEntries(
			Object.entries( body )
				.filter( ( [ key ] ) => key.startsWith( prefix ) )
				.map( ( [ key, value ] ) => [
					key.slice( prefix.length ),
					value,
				] )
		)
	);
}

/**
 * The post as the checkout form sends it; `earlier` holds error notices a
 * caller added before WooCommerce's processing ran (the gateway's legacy
 * create_order), printed first, each one failing the post.
 */
export function checkout(
	ctx: Context,
	earlier: Array< { id?: string; html: string } > = []
): void {
	const { body, session, state } = ctx;
	if (
		! verifyNonce(
			state,
			session,
			WOOCOMMERCE_NONCES.processCheckout,
			// The form's field, else `_wpnonce` (the gateway's legacy
			// create_order posts it that way).
			body[ 'woocommerce-process-checkout-nonce' ] ?? body._wpnonce
		)
	) {
		failure(
			ctx,
			notice(
				'error',
				'We were unable to process your order, please try again.'
			),
			{ refresh: true }
		);
		return;
	}
	if ( ! session.cart.lines.length ) {
		failure(
			ctx,
			errorNotice( [
				{
					html: 'Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a>',
				},
			] ),
			{ reload: true }
		);
		return;
	}
	// Kept before validation, as WooCommerce does: a refused or failed
	// checkout comes back with what the shopper typed.
	updateSession( session, body );
	const billing = addressFrom( body, 'billing_' );
	const shipElsewhere = !! body.ship_to_different_address;
	const shipping = shipElsewhere
		? addressFrom( body, 'shipping_' )
		: { ...billing, email: undefined };
	const totals = cartTotals( session.cart, state.settings );
	const errors = [
		...earlier,
		...validateAddress( 'billing', billing ),
		...( shipElsewhere && totals.needsShipping
			? validateAddress( 'shipping', shipping )
			: [] ),
	];
	if ( totals.needsShipping && ! totals.rates.length ) {
		errors.push( {
			id: 'shipping_method',
			html: 'No shipping method has been selected. Please double check your address, or contact us if you need any help.',
		} );
	}
	if ( ! body.terms && body[ 'terms-field' ] ) {
		errors.push( {
			id: 'terms',
			html: 'Please read and accept the terms and conditions to proceed with your order.',
		} );
	}
	const paymentMethod = text( body.payment_method );
	if ( ! classicMethods( ctx, 'checkout' ).includes( paymentMethod ) ) {
		errors.push( {
			id: 'payment_method',
			html: 'Invalid payment method.',
		} );
	}
	if ( errors.length ) {
		failure( ctx, errorNotice( errors ) );
		return;
	}
	const wantsAccount =
		! session.customerId &&
		( !! body.createaccount || ! state.settings.guestCheckout );
	if ( wantsAccount ) {
		const problem = createAccount( ctx, billing );
		if ( problem ) {
			failure( ctx, problem );
			return;
		}
	}
	const order = orderFromCart( state, session, {
		billing,
		shipping,
		paymentMethod,
		customerNote: text( body.order_comments ),
		attribution: attributionFromForm( body ),
	} );
	order.createdVia = 'checkout';
	if ( paymentMethod === CHEQUE_GATEWAY ) {
		// An offline method: the order waits for the cheque.
		order.status = 'on-hold';
		order.paymentMethodTitle = CHEQUE_TITLE;
		emptyCart( session.cart );
		session.awaitingOrderId = null;
		sendJson( ctx.res, 200, {
			result: 'success',
			redirect: ctx.origin + orderReceivedPath( order ),
		} );
		return;
	}
	const data = Object.fromEntries(
		Object.entries( body ).map( ( [ key, value ] ) => [
			key,
			String( value ),
		] )
	);
	const outcome = processOrderPayment(
		state,
		session,
		order,
		data,
		ctx.origin
	);
	if ( outcome.status === 'failure' ) {
		failure( ctx, notice( 'error', outcome.message ) );
		return;
	}
	sendJson( ctx.res, 200, { result: 'success', redirect: outcome.redirect } );
}
