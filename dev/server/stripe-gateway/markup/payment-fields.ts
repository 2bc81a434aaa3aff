/**
 * The Stripe gateway's payment fields on the classic pages (its
 * `payment_fields()`, which WooCommerce's payment-method.php prints in the
 * gateway's payment box): the element container for the method, the
 * customer's saved methods (checkout, logged in), the save box for
 * reusable methods and BLIK's code field.
 *
 * Follows: woocommerce-gateway-stripe class-wc-stripe-upe-payment-gateway.php
 * payment_fields() (8.8.0); with Optimized Checkout on,
 * class-wc-stripe-ocs-payment-gateway.php payment_fields() and get_tokens()
 * (the development tree after 10.8.0); the saved methods and save box in
 * WooCommerce's abstract-wc-payment-gateway.php saved_payment_methods() and
 * save_payment_method_checkbox() (10.0.2).
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import type { PaymentPage } from '../../woocommerce/includes/payment-gateways';
import { tokenLabel } from '../../woocommerce/includes/token-labels';
import { formRow } from '../../woocommerce/templates/address-fields';
import {
	METHOD_RULES,
	gatewayIdFor,
	offeredMethods,
} from '../methods/payment-methods';
import { isOptimizedCheckoutPage } from '../methods/optimized-checkout';
import { updateSubscriptionsBox } from '../payments/add-payment-method';

export const SAVE_TEXT =
	'Save payment information to my account for future purchases.';

/**
 * A customer's saved methods of a gateway; with Optimized Checkout on, the
 * main gateway lists those of every reusable method too (the OCS gateway's
 * get_tokens()).
 */
function savedTokens( ctx: Context, gateway: string ): string {
	const { settings } = ctx.state;
	const gateways =
		settings.optimizedCheckout && gateway === 'stripe'
			? offeredMethods( settings )
					.filter( ( method ) => METHOD_RULES[ method ].reusable )
					.map( gatewayIdFor )
			: [ gateway ];
	const tokens = ctx.state.tokens.filter(
		( token ) =>
			token.customerId === ctx.session.customerId &&
			ctx.session.customerId > 0 &&
			gateways.includes( token.gateway )
	);
	const items = tokens
		.map( ( token ) => {
			const id = `wc-${ gateway }-payment-token-${ token.id }`;
			return `<li class="woocommerce-SavedPaymentMethods-token"><input id="${ id }" type="radio" name="wc-${ gateway }-payment-token" value="${ token.id }" class="woocommerce-SavedPaymentMethods-tokenInput"${
				token.isDefault ? ' checked' : ''
			}><label for="${ id }">${ escapeHtml(
				tokenLabel( token )
			) }</label></li>`;
		} )
		.join( '' );
	return `<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${
		tokens.length
	}">${ items }<li class="woocommerce-SavedPaymentMethods-new"><input id="wc-${ gateway }-payment-token-new" type="radio" name="wc-${ gateway }-payment-token" value="new" class="woocommerce-SavedPaymentMethods-tokenInput"${
		tokens.length ? '' : ' checked'
	}><label for="wc-${ gateway }-payment-token-new">Use a new payment method</label></li></ul>`;
}

function saveBox( gateway: string, forced: boolean ): string {
	const id = `wc-${ gateway }-new-payment-method`;
	return `<fieldset${
		forced ? ' hidden data-forced' : ''
	} class="wc-stripe-save-new"><p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="${ id }" name="${ id }" type="checkbox" value="true"${
		forced ? ' checked' : ''
	}><label for="${ id }">${ SAVE_TEXT }</label></p></fieldset>`;
}

/**
 * The Optimized Checkout method's fields (the OCS gateway's
 * payment_fields()): the customer's saved methods, one element container
 * for every method, the type the shopper picks inside it (mirrored by the
 * script), an input the script reads the theme's text style from, and the
 * save box.
 */
function optimizedCheckoutBox( ctx: Context ): string {
	const tokens =
		ctx.session.customerId > 0 ? savedTokens( ctx, 'stripe' ) : '';
	return `${ tokens }<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div><div id="wc-stripe-upe-errors" role="alert"></div><input id="wc-stripe-payment-method-upe" type="hidden" name="wc-stripe-payment-method-upe"><input id="wc_stripe_selected_upe_payment_type" type="hidden" name="wc_stripe_selected_upe_payment_type"><input type="text" id="wc-stripe-hidden-style-input" class="input-text" aria-hidden="true" tabindex="-1" autocomplete="off" style="position:absolute!important;opacity:0!important;pointer-events:none!important;"></fieldset>${ saveBox(
		'stripe',
		false
	) }`;
}

export function stripeBox(
	ctx: Context,
	method: string,
	context: PaymentPage
): string {
	if (
		method === 'card' &&
		isOptimizedCheckoutPage( ctx.state.settings, context )
	) {
		return (
			optimizedCheckoutBox( ctx ) +
			( context === 'add-payment-method'
				? updateSubscriptionsBox( ctx )
				: '' )
		);
	}
	const gateway = gatewayIdFor( method );
	const rule = METHOD_RULES[ method ];
	// Saved methods are offered wherever the shopper pays or changes one.
	const checkoutLike = context !== 'add-payment-method';
	const tokens =
		rule.reusable && ctx.session.customerId > 0 && checkoutLike
			? savedTokens( ctx, gateway )
			: '';
	if ( method === 'blik' ) {
		return `<fieldset id="wc-stripe_blik-form" class="wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="blik">${ formRow(
			{
				name: 'wc-stripe-blik-code',
				label: 'BLIK Code',
				required: true,
				class: [ 'form-row-wide' ],
				autocomplete: 'one-time-code',
			}
		).replace(
			'class="input-text"',
			'class="input-text" maxlength="6" inputmode="numeric"'
		) }<p>After submitting your order, please authorize the payment in your mobile banking application.</p></div><div id="wc-stripe_blik-upe-errors" role="alert"></div></fieldset>`;
	}
	const formId =
		method === 'card' ? 'wc-stripe-upe-form' : `wc-${ gateway }-upe-form`;
	const errorsId =
		method === 'card'
			? 'wc-stripe-upe-errors'
			: `wc-${ gateway }-upe-errors`;
	const save =
		rule.reusable && context !== 'change-payment'
			? saveBox( gateway, context === 'add-payment-method' )
			: '';
	// The subscriptions trait's box ends the main gateway's fields.
	const updateAll =
		method === 'card' && context === 'add-payment-method'
			? updateSubscriptionsBox( ctx )
			: '';
	return `${ tokens }<fieldset id="${ formId }" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="${ method }"></div><div id="${ errorsId }" role="alert"></div><input type="hidden" class="wc-stripe-is-deferred-intent" name="wc-stripe-is-deferred-intent" value="1"></fieldset>${ save }${ updateAll }`;
}
