/**
 * `?wc-ajax=wc_stripe_create_and_confirm_setup_intent`, the add payment
 * method page's post (a wc-ajax action only: admin-ajax answers it as
 * WordPress answers an action nobody registered, 400 `0`): a setup intent for the logged-in customer,
 * confirmed with the method made in the browser, whose status (and next
 * action, for 3D Secure) the page follows.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-intent-controller.php
 * create_and_confirm_setup_intent_ajax() (8.8.0).
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { methodForGateway } from '../methods/payment-methods';
import { mandateDataFor } from '../payments/mandate';
import { ACSS_MANDATE_OPTIONS } from '../payments/intent-first';
import { fail, needsNonce } from './answers';
import { STRIPE_GATEWAY_NONCES } from '../../wordpress/nonce-actions';

/** ?wc-ajax=wc_stripe_create_and_confirm_setup_intent (add payment method). */
export function createAndConfirmSetupIntent( ctx: Context ): void {
	if (
		needsNonce(
			ctx,
			STRIPE_GATEWAY_NONCES.createAndConfirmSetupIntentNonce
		)
	) {
		return;
	}
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === ctx.session.customerId
	);
	if ( ! customer ) {
		fail( ctx, 'You must be logged in to add a payment method.' );
		return;
	}
	const type =
		methodForGateway(
			`stripe_${ ctx.body[ 'wc-stripe-payment-type' ] }`
		) || 'card';
	// Pre-authorized debit is set up with its mandate options, and
	// confirmed in the browser, where Stripe shows the mandate.
	const intentFirst = type === 'acss_debit';
	const intent = ctx.state.account.createSetupIntent( {
		payment_method_types: [ type ],
		customer: customer.stripeCustomer,
		metadata: { save_payment_method: 'yes' },
		payment_method_options: intentFirst ? ACSS_MANDATE_OPTIONS : undefined,
	} );
	const returnUrl = new URL( '/my-account/payment-methods/', ctx.origin );
	if ( ctx.body.update_all_subscription_payment_methods ) {
		returnUrl.searchParams.set(
			`wc-stripe-${ type }-update-all-subscription-payment-methods`,
			'true'
		);
	}
	const result = intentFirst
		? ( { ok: true, value: intent } as const )
		: ctx.state.account.confirmSetupIntent( intent.id, {
				payment_method: String(
					ctx.body[ 'wc-stripe-payment-method' ] || ''
				),
				return_url: returnUrl.href,
				origin: ctx.origin,
				mandate_data: mandateDataFor( type, ctx.req ),
			} );
	if ( ! result.ok ) {
		fail( ctx, result.error.message );
		return;
	}
	const accepted = [
		...( intentFirst ? [ 'requires_payment_method' ] : [] ),
		'succeeded',
		'processing',
		'requires_action',
		'requires_confirmation',
	];
	if ( ! accepted.includes( result.value.status ) ) {
		fail(
			ctx,
			'There was an error adding this payment method. Please refresh the page and try again'
		);
		return;
	}
	sendJson( ctx.res, 200, {
		success: true,
		data: {
			id: result.value.id,
			status: result.value.status,
			next_action: result.value.next_action,
			payment_type: type,
			return_url: encodeURIComponent( returnUrl.href ),
			client_secret: result.value.client_secret,
		},
	} );
}
