/**
 * The order-received page's content as WooCommerce decides it
 * (`WC_Shortcode_Checkout::order_received`, `checkout/thankyou.php`):
 *
 * - An unknown order or a wrong key: only the thanks, so the page tells a
 *   prober nothing.
 * - A customer's order, seen by anyone but that customer logged in: the
 *   thanks, "Please log in to your account to view this order." and the
 *   login form, which comes back here.
 * - A guest's order, once its 10-minute grace period is over, to a visitor
 *   the shop cannot match to it (the session's email is not the order's):
 *   the thanks and the form asking for the billing email
 *   (`checkout/form-verify-email.php`); a wrong email says so.
 * - Otherwise the order: for a failed one the decline and Pay (and My
 *   account for a customer); else the thanks, the overview (number, date,
 *   the email to its logged-in customer, total, payment method by its
 *   title), the order's details and the addresses.
 *
 * Follows: woocommerce templates/checkout/thankyou.php and
 * class-wc-shortcode-checkout.php order_received().
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { text } from '../../http/form-text';
import { currencyFor, priceHtml } from '../includes/currency';
import { orderPayPath, orderReceivedPath } from '../includes/orders';
import { orderPaymentTitle } from '../includes/payment-titles';
import { nonceFor, verifyNonce } from '../../wordpress/nonces';
import type { Order } from '../includes/types';
import { orderDate } from './account-orders';
import { loginFormHtml } from './account-login';
import { customerDetailsHtml, orderDetailsHtml } from './order-details';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

const THANKS =
	'<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>';

/** `woocommerce_order_email_verification_grace_period`: 10 minutes. */
export const VERIFICATION_GRACE_MS = 10 * 60 * 1000;

const sameEmail = ( a: string | undefined, b: string | undefined ) =>
	!! a && !! b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `Users::should_user_verify_order_email()`: a guest order with a billing
 * email, past its grace period, that neither the session's customer email
 * nor an email just verified (with the form's nonce) matches.
 */
function mustVerifyEmail( ctx: Context, order: Order ): boolean {
	const billingEmail = order.billing.email || '';
	if ( ! billingEmail ) {
		return false;
	}
	if ( order.customerId && order.customerId === ctx.session.customerId ) {
		return false;
	}
	if ( Date.now() - order.dateCreated <= VERIFICATION_GRACE_MS ) {
		return false;
	}
	const body = ctx.body as Record< string, unknown >;
	const supplied = verifyNonce(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.verifyEmail,
		text( body.check_submission )
	)
		? text( body.email )
		: '';
	return ! (
		sameEmail( ctx.session.cart.billing.email, billingEmail ) ||
		sameEmail( supplied, billingEmail )
	);
}

function verifyEmailForm( ctx: Context, order: Order ): string {
	const failed = !! text( ( ctx.body as Record< string, unknown > ).email );
	return `<form name="checkout" method="post" class="woocommerce-form woocommerce-verify-email" action="${ escapeHtml(
		orderReceivedPath( order )
	) }"><input type="hidden" name="check_submission" value="${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.verifyEmail
	) }">${
		failed
			? '<div class="woocommerce-error" role="alert">We were unable to verify the email address you provided. Please try again.</div>'
			: ''
	}<p>To view this page, you must either <a href="/my-account/">login</a> or verify the email address associated with the order.</p>
<p class="form-row"><label for="email">Email address&nbsp;<span class="required">*</span></label><input type="email" class="input-text" name="email" id="email" autocomplete="email"></p>
<p class="form-row"><button type="submit" class="woocommerce-button button" name="verify" value="1">Verify</button></p></form>`;
}

function failedOrder( ctx: Context, order: Order ): string {
	const account = ctx.session.customerId
		? ' <a href="/my-account/" class="button pay">My account</a>'
		: '';
	return `<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.</p>
<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed-actions"><a href="${ escapeHtml(
		orderPayPath( order )
	) }" class="button pay">Pay</a>${ account }</p>`;
}

function overview( ctx: Context, order: Order ): string {
	const title = orderPaymentTitle( order );
	const item = ( key: string, label: string, html: string ) =>
		`<li class="woocommerce-order-overview__${ key }">${ label }: <strong>${ html }</strong></li>`;
	const ownCustomer =
		ctx.session.customerId !== 0 &&
		order.customerId === ctx.session.customerId;
	return `${ THANKS }
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">${ [
		item( 'order order', 'Order number', String( order.id ) ),
		item( 'date date', 'Date', escapeHtml( orderDate( order ) ) ),
		ownCustomer && order.billing.email
			? item( 'email email', 'Email', escapeHtml( order.billing.email ) )
			: '',
		item(
			'total total',
			'Total',
			priceHtml(
				order.totals.total,
				currencyFor( order.currency, order.minorUnit )
			)
		),
		title
			? item(
					'payment-method method',
					'Payment method',
					escapeHtml( title )
				)
			: '',
	].join( '' ) }</ul>`;
}

/** The page's content for the order the address names, if any. */
export function orderReceivedHtml( ctx: Context, order?: Order ): string {
	if ( ! order ) {
		return `<div class="woocommerce-order">${ THANKS }</div>`;
	}
	if ( order.customerId && order.customerId !== ctx.session.customerId ) {
		return `<div class="woocommerce-order">${ THANKS }</div><div class="woocommerce-info">Please log in to your account to view this order.</div>${ loginFormHtml(
			ctx,
			orderReceivedPath( order )
		) }`;
	}
	if ( mustVerifyEmail( ctx, order ) ) {
		return `<div class="woocommerce-order">${ THANKS }</div>${ verifyEmailForm(
			ctx,
			order
		) }`;
	}
	const storeCountry = ctx.state.settings.storeCountry;
	return `<div class="woocommerce-order">${
		order.status === 'failed'
			? failedOrder( ctx, order )
			: overview( ctx, order )
	}
${ orderDetailsHtml( order ) }
${ customerDetailsHtml( order, storeCountry ) }</div>`;
}
