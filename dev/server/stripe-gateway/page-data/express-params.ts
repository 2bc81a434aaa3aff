/**
 * The express checkout's params for the wallet buttons
 * (`wc_stripe_express_checkout_params`, printed through wp_localize_script();
 * on the block checkout merged into `stripe_data`, block-data.ts): the
 * wallets on offer, the page's kind, the product on a product page, and,
 * on a pay-for-order page, the order it pays
 * (`wcStripeExpressCheckoutPayForOrderParams`). No `checkout.currency_decimals`
 * and no `cart` bootstrap: the release line these follow prints neither
 * (docs/server-contract.md).
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-express-checkout-element.php
 * javascript_params() and localize_pay_for_order_page_scripts() (10.8),
 * class-wc-stripe-express-checkout-helper.php get_checkout_data(),
 * get_product_data() (the 9.x form in the code index; 8.8.0 prints the same
 * checkout keys inline, without default_shipping_option).
 */
import type { Context } from '../../context';
import { stripeLocale } from '../stripe-locale';
import { COUNTRIES } from '../../woocommerce/includes/countries';
import {
	currencyFor,
	inCurrency,
	storeCurrency,
} from '../../woocommerce/includes/currency';
import type { Currency } from '../../woocommerce/includes/currency';
import { getStripeAmount, stripeCurrencyDecimals } from '../stripe-amount';
import type { Product } from '../../woocommerce/includes/catalogue';
import type { Order } from '../../woocommerce/includes/types';
import { TAX_RATE, cartTotals } from '../../woocommerce/includes/totals';
import { expressNonces } from '../wc-ajax/express';
import { TOTAL_LABEL } from './upe-params';
import { BUTTON_HEIGHT, expressWallets } from './express-wallets';

/** get_default_shipping_option(): the store has shipping methods. */
const PENDING_OPTION = { id: 'pending', displayName: 'Pending', amount: 0 };

/**
 * `checkout.currency_decimals` as the store's gateway release prints it:
 * Stripe's decimals for the currency (9.7+ as the issue reads it), the
 * store's `wc_get_price_decimals()` (the 9.x/10.x helper in the code
 * index), or no key at all (8.8.0 and the releases before).
 */
function currencyDecimals(
	printed: boolean | 'price-decimals',
	currency: Currency
): { currency_decimals?: number } {
	if ( printed === 'price-decimals' ) {
		return { currency_decimals: currency.minorUnit };
	}
	return printed
		? { currency_decimals: stripeCurrencyDecimals( currency ) }
		: {};
}

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
 * its price and the tax of one unit (`get_taxes_like_cart()`, 10 % shown
 * apart as the shop's cart shows it; the sheet's real total comes from the
 * cart once the product is in it), and whether it ships.
 * `validVariationSelected` is false only for a default variation the
 * gateway does not support; with none chosen yet it is true, as 8.8.0
 * prints it.
 */
export function expressProductData( ctx: Context, product: Product ) {
	const currency = storeCurrency( ctx.state.settings );
	const price = inCurrency( product.signUpPrice ?? product.price, currency );
	const tax = price * TAX_RATE;
	const stripe = ( amount: number ) => getStripeAmount( amount, currency );
	const ships = ! product.virtual;
	return {
		displayItems: [
			{ label: product.name, amount: stripe( price ) },
			{ label: 'Tax', amount: stripe( tax ), pending: tax === 0 },
			...( ships
				? [ { label: 'Shipping', amount: 0, pending: true } ]
				: [] ),
		],
		total: {
			label: TOTAL_LABEL,
			amount: stripe( price + tax ),
			pending: true,
		},
		requestShipping: ships,
		currency: currency.code.toLowerCase(),
		country_code: ctx.state.settings.storeCountry,
		validVariationSelected: true,
		...( ships ? { shippingOptions: [ PENDING_OPTION ] } : {} ),
	};
}

export function expressData( ctx: Context, extra: ExpressPageFlags = {} ) {
	const { settings } = ctx.state;
	const currency = storeCurrency( settings );
	const needsShipping = cartTotals(
		ctx.session.cart,
		settings
	).needsShipping;
	return {
		ajax_url: '/?wc-ajax=%%endpoint%%',
		stripe: {
			publishable_key: 'pk_test_devshop',
			allow_prepaid_card: 'yes',
			locale: stripeLocale( settings.locale ),
			...expressWallets( settings ),
		},
		nonce: expressNonces( ctx ),
		i18n: {
			no_prepaid_card:
				"Sorry, we're not accepting prepaid cards at this time.",
			unknown_shipping: 'Unknown shipping option "[option]".',
		},
		checkout: {
			url: `${ ctx.origin }/checkout/`,
			currency_code: currency.code.toLowerCase(),
			...currencyDecimals( settings.currencyDecimalsPrinted, currency ),
			country_code: settings.storeCountry,
			needs_shipping: needsShipping ? 'yes' : 'no',
			needs_payer_phone: false,
			default_shipping_option: PENDING_OPTION,
		},
		button: {
			type: 'default',
			theme: 'dark',
			height: String( BUTTON_HEIGHT ),
			radius: '4',
			locale: settings.locale.slice( 0, 2 ),
		},
		is_pay_for_order: !! extra.isPayForOrder,
		has_block: !! extra.hasBlock,
		login_confirmation:
			settings.loginRequired && ! ctx.session.customerId
				? {
						message:
							'To complete your transaction with **the selected payment method**, you must log in or create an account with our site.',
						redirect_url: `${ ctx.origin }/my-account/`,
					}
				: false,
		is_product_page: !! extra.isProductPage,
		// is_checkout(): the order-pay endpoint is a checkout page too.
		is_checkout_page: !! extra.isCheckoutPage || !! extra.isPayForOrder,
		product: extra.product
			? expressProductData( ctx, extra.product )
			: false,
		is_cart_page: !! extra.isCartPage,
		taxes_based_on_billing: false,
		allowed_shipping_countries: Object.keys( COUNTRIES ),
		custom_checkout_fields: [],
		has_free_trial: !! extra.product?.trialDays,
		is_change_payment_method: false,
	};
}

/**
 * The order a pay-for-order page offers to the wallet buttons: its
 * itemization hidden by default (filter
 * `wc_stripe_express_checkout_hide_itemization`), so one Subtotal line, then
 * tax, the discount (negative), shipping by its method's name and fees.
 */
export function payForOrderParams( order: Order ) {
	const currency = currencyFor( order.currency, order.minorUnit );
	const stripe = ( amount: number ) => getStripeAmount( amount, currency );
	const { totals } = order;
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
		displayItems: [
			{ label: 'Subtotal', amount: stripe( totals.items ) },
			...( totals.tax
				? [ { label: 'Tax', amount: stripe( totals.tax ) } ]
				: [] ),
			...( totals.discount
				? [ { label: 'Discount', amount: -stripe( totals.discount ) } ]
				: [] ),
			...( totals.shipping
				? [
						{
							label: `Shipping (${
								order.shippingMethod || 'Shipping'
							})`,
							amount: stripe( totals.shipping ),
						},
					]
				: [] ),
		],
		needs_shipping: false,
		total: {
			label: TOTAL_LABEL,
			amount: stripe( totals.total ),
			pending: true,
		},
	};
}
