/**
 * The classic checkout's coupon wc-ajax actions (`apply_coupon`,
 * `remove_coupon`): each checks its nonce and answers with a notice's HTML,
 * which the page shows above the form.
 *
 * Follows: woocommerce includes/class-wc-ajax.php apply_coupon(),
 * remove_coupon().
 */
import type { Context } from '../../context';
import { sendText } from '../../http/respond';
import {
	applyCoupon,
	CLASSIC_ALREADY_APPLIED,
	removeCoupon,
} from '../includes/cart-ops';
import { verifyNonce } from '../../wordpress/nonces';
import { notice } from './ajax-notice';
import { text } from '../../http/form-text';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

type Action = ( ctx: Context ) => void;

const html = ( ctx: Context, body: string ) =>
	sendText( ctx.res, 200, body, 'text/html; charset=UTF-8' );

export const COUPON_ACTIONS: Record< string, Action > = {
	apply_coupon: ( ctx ) => {
		if (
			! verifyNonce(
				ctx.state,
				ctx.session,
				WOOCOMMERCE_NONCES.applyCoupon,
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
		try {
			applyCoupon( ctx.session.cart, code, CLASSIC_ALREADY_APPLIED );
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
				WOOCOMMERCE_NONCES.removeCoupon,
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
};
