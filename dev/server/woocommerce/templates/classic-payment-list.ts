/**
 * The payment method list of the classic pages, in WooCommerce's and the
 * Stripe gateway's markup: one `li.wc_payment_method` per gateway with its
 * radio and payment box; Stripe's boxes hold the element container, the
 * saved cards (checkout, logged in), the save box for reusable methods and
 * BLIK's code field; an offline cheque method for other gateways.
 *
 * Follows: woocommerce templates/checkout/payment.php, payment-method.php;
 * woocommerce-gateway-stripe class-wc-stripe-upe-payment-gateway.php
 * payment_fields() (8.8.0); with Optimized Checkout on,
 * class-wc-stripe-ocs-payment-gateway.php payment_fields() and get_tokens()
 * (the development tree after 10.8.0).
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import {
	METHOD_RULES,
	gatewayIdFor,
	isListed,
	methodRefusal,
	methodTitle,
	offeredMethods,
	optimizedCheckoutGateways,
} from '../../stripe-gateway/methods/payment-methods';
import {
	isOptimizedCheckoutPage,
	optimizedCheckoutTitle,
} from '../../stripe-gateway/methods/optimized-checkout';
import type { PaymentContext } from '../../stripe-gateway/methods/payment-methods';
import { cartTotals } from '../includes/totals';
import { tokenLabel } from '../includes/token-labels';
import { formRow } from './address-fields';

export type PaymentPageContext =
	'checkout' | 'order-pay' | 'add-payment-method' | 'change-payment';

export const CHEQUE_GATEWAY = 'cheque';
export const CHEQUE_TITLE = 'Check payments';

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

function stripeBox(
	ctx: Context,
	method: string,
	context: PaymentPageContext
): string {
	if (
		method === 'card' &&
		isOptimizedCheckoutPage( ctx.state.settings, context )
	) {
		return optimizedCheckoutBox( ctx );
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
	return `${ tokens }<fieldset id="${ formId }" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="${ method }"></div><div id="${ errorsId }" role="alert"></div><input type="hidden" class="wc-stripe-is-deferred-intent" name="wc-stripe-is-deferred-intent" value="1"></fieldset>${ save }`;
}

/**
 * What the page pays: the cart on the checkout, the order on pay for
 * order; adding or changing a method pays nothing, so only methods that
 * can be saved are listed there. The billing country is left to the page's
 * script (it shows a method only for a country in its list), as the
 * gateway leaves it; the gateway checks it again when it pays.
 */
function pageAmount(
	ctx: Context,
	context: PaymentPageContext,
	order?: { total: number; containsSubscription: boolean }
): PaymentContext {
	if ( context === 'order-pay' ) {
		return order
			? {
					total: order.total,
					containsSubscription: order.containsSubscription,
				}
			: {};
	}
	if ( context === 'checkout' ) {
		const totals = cartTotals( ctx.session.cart, ctx.state.settings );
		return {
			total: totals.total,
			containsSubscription: totals.containsSubscription,
		};
	}
	return { containsSubscription: true };
}

/** The methods a page offers, by gateway id, in the shop's order. */
export function classicMethods(
	ctx: Context,
	context: PaymentPageContext,
	order?: { total: number; containsSubscription: boolean }
): string[] {
	const amount = pageAmount( ctx, context, order );
	// With Optimized Checkout on, the main gateway alone stands for Stripe.
	const stripe = ctx.state.settings.optimizedCheckout
		? optimizedCheckoutGateways( ctx.state.settings )
		: offeredMethods( ctx.state.settings )
				.filter( isListed )
				.filter(
					( method ) =>
						methodRefusal( ctx.state.settings, method, amount ) ===
						null
				)
				.map( gatewayIdFor );
	return context === 'checkout' || context === 'order-pay'
		? [ ...stripe, CHEQUE_GATEWAY ]
		: stripe;
}

/**
 * What a classic payment page enqueues beside its own script: Stripe.js
 * (the gateway's `stripe` handle), unless the shop plays it failing to load.
 */
export function classicScripts( ctx: Context ): string[] {
	return ctx.state.settings.stripeFails ? [] : [ 'stripe' ];
}

export function paymentMethodsHtml(
	ctx: Context,
	context: PaymentPageContext,
	chosen = '',
	order?: { total: number; containsSubscription: boolean }
): string {
	const gateways = classicMethods( ctx, context, order );
	const selected = gateways.includes( chosen ) ? chosen : gateways[ 0 ];
	const items = gateways
		.map( ( gateway ) => {
			const method =
				gateway === 'stripe'
					? 'card'
					: gateway.replace( /^stripe_/, '' );
			const isStripe = gateway !== CHEQUE_GATEWAY;
			const optimized =
				gateway === 'stripe' &&
				isOptimizedCheckoutPage( ctx.state.settings, context );
			let title = isStripe
				? methodTitle( method, ctx.state.settings.currency )
				: CHEQUE_TITLE;
			if ( optimized ) {
				title = optimizedCheckoutTitle( context );
			}
			const box = isStripe
				? stripeBox( ctx, method, context )
				: '<p>Please send a check to Dev Shop, Store Street 1, 10115 Berlin.</p>';
			const checked = gateway === selected;
			return `<li class="wc_payment_method payment_method_${ gateway }"${
				isStripe ? ` data-payment-method-type="${ method }"` : ''
			}><input id="payment_method_${ gateway }" type="radio" class="input-radio" name="payment_method" value="${ gateway }"${
				checked ? ' checked' : ''
			} data-order_button_text=""><label for="payment_method_${ gateway }">${ escapeHtml(
				title
			) }</label><div class="payment_box payment_method_${ gateway }"${
				checked ? '' : ' style="display:none;"'
			}>${ box }</div></li>`;
		} )
		.join( '' );
	return `<ul class="wc_payment_methods payment_methods methods">${ items }</ul>`;
}
