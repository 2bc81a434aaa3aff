/**
 * The Store API cart response: money as integer
 * strings in minor units with the currency_* fields.
 *
 * Follows: woocommerce src/StoreApi/Schemas/V1/CartSchema.php,
 * CartItemSchema.php get_item_response().
 */
import type { DevSettings } from '../../dev-shop/settings';
import { cartPaymentMethods } from '../../stripe-gateway/methods/payment-methods';
import { cartTotals } from '../includes/totals';
import type { Currency } from '../includes/currency';
import type { Address, Cart } from '../includes/types';

export function currencyFields( currency: Currency ) {
	return {
		currency_code: currency.code,
		currency_symbol: currency.symbol,
		currency_minor_unit: currency.minorUnit,
		currency_decimal_separator: currency.decimalSeparator,
		currency_thousand_separator: currency.thousandSeparator,
		currency_prefix: currency.prefix,
		currency_suffix: currency.suffix,
	};
}

const money = ( value: number ) => String( value );

function storeAddress( address: Address, withEmail: boolean ) {
	const { email, ...rest } = address;
	return withEmail ? { ...rest, email: email || '' } : rest;
}

export function cartResponse( cart: Cart, settings: DevSettings ) {
	const totals = cartTotals( cart, settings.currency, settings.storeCountry );
	const fields = currencyFields( totals.currency );
	const country =
		cart.shipping.country || cart.billing.country || settings.storeCountry;
	return {
		items: totals.lines.map(
			( { line, product, unitPrice, subtotal } ) => ( {
				key: line.key,
				id: line.variationId ?? product.id,
				quantity: line.quantity,
				quantity_limits: {
					minimum: 1,
					maximum: 99,
					multiple_of: 1,
					editable: true,
				},
				name: product.name,
				short_description: '',
				description: product.description,
				sku: product.slug,
				permalink: `/product/${ product.slug }/`,
				images: [],
				low_stock_remaining: null,
				backorders_allowed: false,
				sold_individually: false,
				variation: line.variation,
				item_data: line.addonValue
					? [ { name: 'Gift message', value: line.addonValue } ]
					: [],
				prices: {
					price: money( unitPrice ),
					regular_price: money( unitPrice ),
					sale_price: money( unitPrice ),
					price_range: null,
					raw_prices: {
						precision: 6,
						price: String( unitPrice * 10000 ),
					},
					...fields,
				},
				totals: {
					line_subtotal: money( subtotal ),
					line_subtotal_tax: '0',
					line_total: money( subtotal ),
					line_total_tax: '0',
					...fields,
				},
				extensions: {},
			} )
		),
		coupons: cart.coupons.map( ( code ) => ( {
			code,
			discount_type: 'percent',
			totals: {
				total_discount: money( totals.discount ),
				total_discount_tax: '0',
				...fields,
			},
		} ) ),
		fees: [],
		totals: {
			total_items: money( totals.items ),
			total_items_tax: '0',
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: money( totals.discount ),
			total_discount_tax: '0',
			total_shipping: totals.needsShipping
				? money( totals.shipping )
				: null,
			total_shipping_tax: '0',
			total_price: money( totals.total ),
			total_tax: money( totals.tax ),
			tax_lines: totals.tax
				? [ { name: 'Tax', price: money( totals.tax ), rate: '10%' } ]
				: [],
			...fields,
		},
		shipping_address: storeAddress( cart.shipping, false ),
		billing_address: storeAddress( cart.billing, true ),
		needs_payment: totals.total > 0 || totals.containsSubscription,
		needs_shipping: totals.needsShipping,
		payment_requirements: totals.containsSubscription
			? [ 'products', 'subscriptions' ]
			: [ 'products' ],
		has_calculated_shipping: totals.needsShipping && !! country,
		items_count: cart.lines.reduce(
			( sum, line ) => sum + line.quantity,
			0
		),
		items_weight: 0,
		cross_sells: [],
		errors: [],
		payment_methods: cartPaymentMethods(
			settings,
			cart.billing.country,
			totals
		),
		shipping_rates: totals.needsShipping
			? [
					{
						package_id: 0,
						name: 'Shipment 1',
						destination: {
							address_1: cart.shipping.address_1,
							address_2: cart.shipping.address_2,
							city: cart.shipping.city,
							state: cart.shipping.state,
							postcode: cart.shipping.postcode,
							country,
						},
						items: totals.lines.map( ( { line, product } ) => ( {
							key: line.key,
							name: product.name,
							quantity: line.quantity,
						} ) ),
						shipping_rates: totals.rates.map( ( rate ) => ( {
							rate_id: rate.rate_id,
							name: rate.name,
							description: '',
							delivery_time: '',
							price: money( rate.price ),
							taxes: '0',
							instance_id: Number(
								rate.rate_id.split( ':' )[ 1 ]
							),
							method_id: rate.rate_id.split( ':' )[ 0 ],
							meta_data: [],
							selected: rate.rate_id === totals.selectedRate,
							...fields,
						} ) ),
					},
				]
			: [],
		extensions: {},
	};
}
