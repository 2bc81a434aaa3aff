/**
 * The express checkout settings a page prints for the wallet buttons
 * (docs/page-settings.md): the wallets on offer, the page's kind, the
 * product or the cart the sheet starts with, and, on a pay-for-order page,
 * the order it pays.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-express-checkout-element.php
 * javascript_params() and class-wc-stripe-express-checkout-helper.php
 * (8.8.0).
 */
import type { Context } from '../../context';
import { COUNTRIES } from '../../woocommerce/includes/countries';
import { currencyFor, inCurrency } from '../../woocommerce/includes/currency';
import type { Product } from '../../woocommerce/includes/catalogue';
import type { Order } from '../../woocommerce/includes/types';
import { orderItemTotals } from '../../woocommerce/includes/orders';
import { expressNonces, summary } from '../wc-ajax/express';
import { BUTTON_HEIGHT, expressWallets } from './express-wallets';

export interface ExpressPageFlags {
	isProductPage?: boolean;
	isCartPage?: boolean;
	isCheckoutPage?: boolean;
	isPayForOrder?: boolean;
	hasBlock?: boolean;
	product?: Product;
}

/**
 * What the gateway prints about the product page's product: a preview from
 * its price (the sheet's real total comes from the cart once the product is
 * in it), whether it ships, and whether a variation is still to choose.
 */
export function expressProductData( ctx: Context, product: Product ) {
	const currency = currencyFor( ctx.state.settings.currency );
	const price = inCurrency( product.signUpPrice ?? product.price, currency );
	return {
		displayItems: [ { label: product.name, amount: price } ],
		total: { label: 'Total', amount: price, pending: true },
		requestShipping: ! product.virtual,
		currency: currency.code.toLowerCase(),
		country_code: ctx.state.settings.storeCountry,
		validVariationSelected: product.type !== 'variable',
		shippingOptions: [
			{ id: 'pending', displayName: 'Pending', amount: 0 },
		],
	};
}

function cartSheet( ctx: Context ) {
	const cart = summary( ctx );
	return {
		total: cart.total.amount,
		currency: cart.currency,
		requestShipping: cart.needs_shipping,
		displayItems: cart.displayItems,
		shippingOptions: cart.shipping_options,
	};
}

export function expressData( ctx: Context, extra: ExpressPageFlags = {} ) {
	const { settings } = ctx.state;
	const currency = currencyFor( settings.currency );
	return {
		ajax_url: '/?wc-ajax=%%endpoint%%',
		stripe: {
			publishable_key: 'pk_test_devshop',
			locale: 'auto',
			is_express_checkout_enabled: true,
			...expressWallets( settings ),
		},
		nonce: expressNonces( ctx ),
		is_product_page: !! extra.isProductPage,
		is_cart_page: !! extra.isCartPage,
		is_checkout_page: !! extra.isCheckoutPage,
		has_block: !! extra.hasBlock,
		is_pay_for_order: !! extra.isPayForOrder,
		has_free_trial: !! extra.product?.trialDays,
		taxes_based_on_billing: false,
		custom_checkout_fields: [],
		allowed_shipping_countries: Object.keys( COUNTRIES ),
		checkout: {
			url: '/checkout/',
			currency_code: currency.code.toLowerCase(),
			currency_decimals: currency.minorUnit,
			country_code: settings.storeCountry,
			needs_shipping: 'yes',
			needs_payer_phone: false,
			default_shipping_option: null,
		},
		product: extra.product
			? expressProductData( ctx, extra.product )
			: false,
		// Cart and checkout: the cart as the sheet starts with it.
		cart:
			extra.isCartPage || extra.isCheckoutPage ? cartSheet( ctx ) : false,
		button: {
			height: String( BUTTON_HEIGHT ),
			radius: '4',
			type: 'default',
			theme: 'dark',
		},
		login_confirmation:
			settings.loginRequired && ! ctx.session.customerId
				? {
						message:
							'To complete your transaction with **the selected payment method**, you must log in or create an account with our site.',
						redirect_url: '/my-account/',
					}
				: false,
	};
}

/** The order a pay-for-order page offers to the wallet buttons. */
export function payForOrderParams( order: Order ) {
	return {
		order: order.id,
		orderDetails: {
			orderKey: order.key,
			billingEmail: order.billing.email || '',
			shippingAddress: {
				first_name: order.shipping.first_name,
				last_name: order.shipping.last_name,
				company: order.shipping.company,
				address_1: order.shipping.address_1,
				address_2: order.shipping.address_2,
				city: order.shipping.city,
				state: order.shipping.state,
				postcode: order.shipping.postcode,
				country: order.shipping.country,
				phone: order.shipping.phone,
			},
		},
		// The sheet lists what the page's table lists: each line, then the
		// order's totals but the subtotal and the total (the sheet's own).
		displayItems: [
			...order.lines.map( ( line ) => ( {
				label: `${ line.name } × ${ line.quantity }`,
				amount: line.total,
			} ) ),
			...orderItemTotals( order )
				.filter(
					( [ label ] ) => label !== 'Subtotal' && label !== 'Total'
				)
				.map( ( [ label, amount ] ) => ( { label, amount } ) ),
		],
		needs_shipping: false,
		total: { label: 'Total', amount: order.totals.total, pending: true },
	};
}
