/**
 * The block checkout as WooCommerce's server prints it before its script
 * draws: the checkout block's element with the `is-loading` class and its
 * inner blocks' elements (the checkout's steps and its totals), which
 * WooCommerce's stylesheet turns into grey boxes. Here each box is given
 * the size its step will have once drawn (the host's stylesheet does the
 * arithmetic, dev/browser/blocks-host/style.ts) from counts the server
 * knows: wallet buttons, contact and address fields, shipping rates, the
 * payment methods the cart can pay with, the cart's lines.
 *
 * Follows: woocommerce templates of the Checkout block's inner blocks
 * (assets/js/blocks/checkout, server-rendered markup).
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { cartTotals } from '../includes/totals';
import { COUNTRY_STATES } from '../includes/countries';
import { availableGatewayIds } from '../includes/payment-gateways';
import { paymentMethodTypes } from './payment-method-registry';
/** "Save payment information to my account…" under the card fields. */
const SAVE_BOX_PX = 31.2;

function block( name: string, vars: Record< string, number > = {} ): string {
	const style = Object.entries( vars )
		.map( ( [ key, value ] ) => `--${ key }:${ value }` )
		.join( ';' );
	return `<div data-block-name="woocommerce/${ name }" class="wp-block-woocommerce-${ name }"${
		style ? ` style="${ escapeHtml( style ) }"` : ''
	}></div>`;
}

/** Address rows: five fields, country, the state when the country has a field for it, city, postcode, phone. */
function addressFields( country: string ): number {
	const states = COUNTRY_STATES[ country ];
	const stateRow = states && Object.keys( states ).length === 0 ? 0 : 1;
	return 9 + stateRow;
}

/**
 * The payment step: a customer's saved cards (the default one chosen, so no
 * card fields), "Use another payment method.", the methods the cart can pay
 * with, and a guest's or a new customer's card fields.
 */
/**
 * The chosen method's element, as its integration draws it (the card's, or
 * Optimized Checkout's): the tallest the integrations say.
 */
function newMethodContent( ctx: Context ): number {
	return Math.max(
		0,
		...paymentMethodTypes().map( ( type ) =>
			type.newMethodContentPx( ctx )
		)
	);
}

/** The integrations' attributes for the Checkout block's wrapper. */
export function checkoutWrapperAttributes( ctx: Context ): string {
	return paymentMethodTypes()
		.map( ( type ) => type.wrapperAttributes( ctx ) )
		.join( '' );
}

function paymentVars( ctx: Context, methods: number ) {
	const { customerId } = ctx.session;
	const saved = customerId
		? ctx.state.tokens.filter(
				( token ) => token.customerId === customerId
			).length
		: 0;
	const saveBox = customerId || ! ctx.state.settings.guestCheckout;
	return {
		options: saved + methods,
		lines: saved ? 1 : 0,
		content: saved
			? 0
			: newMethodContent( ctx ) + ( saveBox ? SAVE_BOX_PX : 0 ),
	};
}

export function blockCheckoutSkeleton( ctx: Context ): string {
	const { settings } = ctx.state;
	const { cart, customerId } = ctx.session;
	const totals = cartTotals( cart, settings );
	const country = cart.billing.country || settings.storeCountry;
	// The methods the Store API lists for this cart (its amount, a
	// subscription's need of a method that can be saved); wallets need
	// something to pay now.
	const methods = availableGatewayIds( settings, {
		country,
		total: totals.total,
		containsSubscription: totals.containsSubscription,
	} ).length;
	const needsPayment = totals.total > 0 || totals.containsSubscription;
	const wallets =
		totals.total > 0 && ! totals.containsSubscription
			? paymentMethodTypes().reduce(
					( rows, type ) => rows + type.expressRows( settings ),
					0
				)
			: 0;
	const steps = [
		needsPayment && wallets > 0
			? block( 'checkout-express-payment-block', { wallets } )
			: '',
		block( 'checkout-contact-information-block', {
			account: customerId ? 0 : 1,
		} ),
		block( 'checkout-billing-address-block', {
			fields: addressFields( country ),
		} ),
		totals.needsShipping
			? block( 'checkout-shipping-methods-block', {
					rates: Math.max( totals.rates.length, 1 ),
				} )
			: '',
		needsPayment
			? block( 'checkout-payment-block', paymentVars( ctx, methods ) )
			: '',
		block( 'checkout-actions-block' ),
	];
	// The summary's lines: the cart's, subtotal, the coupon link, discount
	// and the applied coupons, shipping, tax, total.
	const summaryLines =
		cart.lines.length +
		2 +
		( cart.coupons.length ? 2 : 0 ) +
		( totals.needsShipping ? 1 : 0 ) +
		2;
	return `<div data-block-name="woocommerce/checkout-fields-block" class="wp-block-woocommerce-checkout-fields-block">${ steps.join(
		''
	) }</div><div data-block-name="woocommerce/checkout-totals-block" class="wp-block-woocommerce-checkout-totals-block">${ block(
		'checkout-order-summary-block',
		{ lines: summaryLines }
	) }</div>`;
}
