/**
 * WooCommerce's classic checkout wc-ajax actions: coupons (notice HTML), the
 * order review update (fragments for the review table and the payment area)
 * and the checkout post (field errors with `data-id`, `refresh` after a
 * stale nonce, `reload` when the session's cart is gone, the gateway's
 * redirect on success).
 */
import type { Context } from '../context';
import { escapeHtml, sendJson, sendText } from '../http/respond';
import {
	applyCoupon,
	emptyCart,
	mergeAddress,
	removeCoupon,
} from '../shop/cart-ops';
import { EMPTY_ADDRESS } from '../shop/types';
import type { Address } from '../shop/types';
import { orderFromCart, orderReceivedPath } from '../shop/orders';
import { verifyNonce } from '../shop/state';
import { attributionFromForm } from '../shop/attribution';
import { cartTotals } from '../shop/totals';
import { processPayment } from '../gateway/process-payment';
import { reviewTableHtml } from '../pages/fragments';
import { CHEQUE_GATEWAY, classicMethods } from '../pages/classic-payment-list';
import { checkoutPaymentHtml } from '../pages/classic-checkout-page';
import {
	CHECKOUT_NONCE,
	COUPON_NONCE,
	ORDER_REVIEW_NONCE,
	REMOVE_COUPON_NONCE,
	chooseMethod,
	chooseRate,
	updateSession,
} from './classic-session';
import { errorNotice, validateAddress } from './checkout-validation';

type Action = ( ctx: Context ) => void;

/** WooCommerce's notice templates: errors a list, a success one message. */
const notice = ( type: 'error' | 'message', text: string ) =>
	type === 'error'
		? `<ul class="woocommerce-error" role="alert"><li>${ escapeHtml(
				text
			) }</li></ul>`
		: `<div class="woocommerce-message" role="alert">${ escapeHtml(
				text
			) }</div>`;

const html = ( ctx: Context, body: string ) =>
	sendText( ctx.res, 200, body, 'text/html; charset=UTF-8' );

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

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

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

function updateOrderReview( ctx: Context ): void {
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			ORDER_REVIEW_NONCE,
			ctx.body.security
		)
	) {
		sendText( ctx.res, 403, '-1' );
		return;
	}
	const { cart } = ctx.session;
	if ( ! cart.lines.length ) {
		sendJson( ctx.res, 200, {
			fragments: {
				'form.woocommerce-checkout': `<div class="woocommerce-error">Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a></div>`,
			},
		} );
		return;
	}
	const { body } = ctx;
	cart.billing = mergeAddress( cart.billing, {
		country: text( body.country ),
		state: text( body.state ),
		postcode: text( body.postcode ),
		city: text( body.city ),
		address_1: text( body.address ),
		address_2: text( body.address_2 ),
	} );
	cart.shipping = mergeAddress( cart.shipping, {
		country: text( body.s_country ),
		state: text( body.s_state ),
		postcode: text( body.s_postcode ),
		city: text( body.s_city ),
		address_1: text( body.s_address ),
		address_2: text( body.s_address_2 ),
	} );
	chooseRate( cart, body );
	if ( typeof body.payment_method === 'string' ) {
		chooseMethod( ctx.session, body.payment_method );
	}
	sendJson( ctx.res, 200, {
		result: 'success',
		messages: '',
		reload: false,
		fragments: {
			'.woocommerce-checkout-review-order-table': reviewTableHtml(
				ctx.state,
				ctx.session
			),
			'.woocommerce-checkout-payment': checkoutPaymentHtml( ctx ),
		},
	} );
}

/** WooCommerce's create-account step: a new customer, logged in. */
function createAccount( ctx: Context, billing: Address ): string | null {
	const password = text( ctx.body.account_password );
	if ( ! password ) {
		return errorNotice( [
			{
				id: 'account_password',
				html: 'Please enter an account password.',
			},
		] );
	}
	if (
		ctx.state.customers.some(
			( customer ) =>
				customer.email.toLowerCase() ===
				String( billing.email ).toLowerCase()
		)
	) {
		return errorNotice( [
			{
				html: 'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
			},
		] );
	}
	const id = Math.max( 0, ...ctx.state.customers.map( ( c ) => c.id ) ) + 1;
	ctx.state.customers.push( {
		id,
		email: String( billing.email ),
		password,
		stripeCustomer: `cus_devshop${ id }`,
		billing: { ...billing },
	} );
	ctx.session.customerId = id;
	return null;
}

function checkout( ctx: Context ): void {
	const { body, session, state } = ctx;
	if (
		! verifyNonce(
			state,
			session,
			CHECKOUT_NONCE,
			body[ 'woocommerce-process-checkout-nonce' ]
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
	const totals = cartTotals(
		session.cart,
		state.settings.currency,
		state.settings.storeCountry
	);
	const errors = [
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
	const outcome = processPayment( state, session, order, data, ctx.origin );
	if ( outcome.status === 'failure' ) {
		failure( ctx, notice( 'error', outcome.message ) );
		return;
	}
	sendJson( ctx.res, 200, { result: 'success', redirect: outcome.redirect } );
}

export const CHECKOUT_ACTIONS: Record< string, Action > = {
	apply_coupon: ( ctx ) => {
		if (
			! verifyNonce(
				ctx.state,
				ctx.session,
				COUPON_NONCE,
				ctx.body.security
			)
		) {
			sendText( ctx.res, 403, '-1' );
			return;
		}
		const code = text( ctx.body.coupon_code ).trim();
		if ( ! code ) {
			html( ctx, notice( 'error', 'Please enter a coupon code.' ) );
			return;
		}
		if ( ctx.session.cart.coupons.includes( code.toLowerCase() ) ) {
			html( ctx, notice( 'error', 'Coupon code already applied!' ) );
			return;
		}
		try {
			applyCoupon( ctx.session.cart, code );
			html(
				ctx,
				notice( 'message', 'Coupon code applied successfully.' )
			);
		} catch ( error ) {
			html( ctx, notice( 'error', ( error as Error ).message ) );
		}
	},
	remove_coupon: ( ctx ) => {
		if (
			! verifyNonce(
				ctx.state,
				ctx.session,
				REMOVE_COUPON_NONCE,
				ctx.body.security
			)
		) {
			sendText( ctx.res, 403, '-1' );
			return;
		}
		const code = text( ctx.body.coupon );
		if ( ! code ) {
			html(
				ctx,
				notice(
					'error',
					'Sorry there was a problem removing this coupon.'
				)
			);
			return;
		}
		removeCoupon( ctx.session.cart, code );
		html( ctx, notice( 'message', 'Coupon has been removed.' ) );
	},
	update_order_review: updateOrderReview,
	checkout,
};
