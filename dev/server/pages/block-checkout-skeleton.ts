/**
 * The block checkout as WooCommerce's server prints it before its script
 * draws: the checkout block's element with the `is-loading` class and its
 * inner blocks' elements (the checkout's steps and its totals), which
 * WooCommerce's stylesheet turns into grey boxes. Here each box is given
 * the size its step will have once drawn (the host's stylesheet does the
 * arithmetic, dev/browser/blocks-host/style.ts) from counts the server
 * knows: wallet buttons, contact and address fields, shipping rates, the
 * payment methods the cart can pay with, the cart's lines.
 */
import type { Context } from '../context';
import { escapeHtml } from '../http/respond';
import { cartTotals } from '../shop/totals';
import { COUNTRY_STATES } from '../shop/countries';
import { cartPaymentMethods } from '../shop/payment-methods';
import { expressReserve } from './express-wallets';

/** The Payment Element's card fields, as the shop's Stripe.js draws them. */
export const CARD_ELEMENT_PX = 248;

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

export function blockCheckoutSkeleton( ctx: Context ): string {
	const { settings } = ctx.state;
	const { cart, customerId } = ctx.session;
	const totals = cartTotals( cart, settings.currency, settings.storeCountry );
	const country = cart.billing.country || settings.storeCountry;
	const methods = cartPaymentMethods( settings, country ).length;
	const needsPayment = totals.total > 0 || totals.containsSubscription;
	const steps = [
		needsPayment && expressReserve( settings ).rows > 0
			? block( 'checkout-express-payment-block', {
					wallets: expressReserve( settings ).rows,
				} )
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
			? block( 'checkout-payment-block', {
					methods,
					element: CARD_ELEMENT_PX,
				} )
			: '',
		block( 'checkout-actions-block' ),
	];
	return `<div data-block-name="woocommerce/checkout-fields-block" class="wp-block-woocommerce-checkout-fields-block">${ steps.join(
		''
	) }</div><div data-block-name="woocommerce/checkout-totals-block" class="wp-block-woocommerce-checkout-totals-block">${ block(
		'checkout-order-summary-block',
		{ lines: cart.lines.length }
	) }</div>`;
}
