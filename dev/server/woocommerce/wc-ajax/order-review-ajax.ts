/**
 * The classic checkout's `update_order_review` wc-ajax action: the address,
 * shipping rate and payment method the page sends become the session's, and
 * the answer carries fragments for the review table and the payment area
 * (or, once the session's cart is gone, the expired-session notice in place
 * of the form).
 *
 * Follows: woocommerce includes/class-wc-ajax.php update_order_review().
 */
import type { Context } from '../../context';
import { sendJson, sendText } from '../../http/respond';
import { mergeAddress } from '../includes/cart-ops';
import { verifyNonce } from '../../wordpress/nonces';
import { reviewTableHtml } from '../templates/fragments';
import { checkoutPaymentHtml } from '../templates/classic-checkout-page';
import { chooseMethod, chooseRate } from '../includes/classic-session';
import { text } from '../../http/form-text';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export function updateOrderReview( ctx: Context ): void {
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.updateOrderReview,
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
