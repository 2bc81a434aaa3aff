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
import {
	cartPaymentMethods,
	offeredMethods,
} from '../../stripe-gateway/methods/payment-methods';
import { expressReserve } from '../../stripe-gateway/page-data/express-wallets';
import { SIZES } from '../../../browser/blocks-host/skeleton-sizes';

/** The chosen card method's box, as the host's stylesheet keeps it. */
export const CARD_CONTENT_PX = SIZES.cardContent * 16;
/** Link's row in the card element, where the store turned Link on. */
const LINK_IN_CARD_PX = SIZES.linkInCard * 16;
/** The Optimized Checkout method's box: its accordion, Link in the card. */
const OPTIMIZED_CHECKOUT_CONTENT_PX = SIZES.optimizedCheckoutContent * 16;
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
/** Does the card element offer Link on this page (the store turned it on)? */
export function linkInCard( ctx: Context ): boolean {
	return offeredMethods( ctx.state.settings ).includes( 'link' );
}

/** The chosen method's element: the card's, or Optimized Checkout's. */
function newMethodContent( ctx: Context ): number {
	if ( ctx.state.settings.optimizedCheckout ) {
		return OPTIMIZED_CHECKOUT_CONTENT_PX;
	}
	return CARD_CONTENT_PX + ( linkInCard( ctx ) ? LINK_IN_CARD_PX : 0 );
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
	const methods = cartPaymentMethods( settings, country, {
		total: totals.total,
		containsSubscription: totals.containsSubscription,
	} ).length;
	const needsPayment = totals.total > 0 || totals.containsSubscription;
	const wallets =
		totals.total > 0 && ! totals.containsSubscription
			? expressReserve( settings ).rows
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
