/**
 * The Store API cart, as CartSchema `get_item_response()` writes it: the
 * lines (cart-item-schema.ts), coupons, fees, totals, the customer's
 * addresses, what the cart needs, its shipping packages and rates, counts,
 * cross-sells, errors, the payment methods that can pay it and the
 * extensions. Money is an integer string in the currency's minor unit,
 * next to the `currency_*` fields; taxes are the shop's 10 %.
 *
 * Shipping is "calculated" (`has_calculated_shipping`, and a
 * `total_shipping` that is not null) as soon as the cart has something in
 * it, as `WC_Cart::show_shipping()` has it with the store's default
 * settings; only a cart that ships gets a package.
 *
 * Follows: woocommerce src/StoreApi/Schemas/V1/CartSchema.php
 * get_item_response() and get_totals(), CartCouponSchema.php,
 * CartShippingRateSchema.php, BillingAddressSchema.php and
 * ShippingAddressSchema.php get_item_response() (WooCommerce Blocks 11.8).
 */
import type { DevSettings } from '../../dev-shop/settings';
import { availableGatewayIds } from '../includes/payment-gateways';
import { COUPONS, TAX_RATE, cartTotals } from '../includes/totals';
import type { Cart } from '../includes/types';
import { cartItemResponse } from './cart-item-schema';
import { currencyFields } from './currency-fields';
import {
	billingAddressResponse,
	shippingAddressResponse,
} from './address-schema';

export { currencyFields } from './currency-fields';

const money = ( value: number ) => String( value );
const taxOn = ( value: number ) => Math.round( value * TAX_RATE );

export function cartResponse( cart: Cart, settings: DevSettings, origin = '' ) {
	const totals = cartTotals( cart, settings );
	const fields = currencyFields( totals.currency );
	const country =
		cart.shipping.country || cart.billing.country || settings.storeCountry;
	const couponRate = cart.coupons.reduce(
		( sum, code ) => sum + ( COUPONS[ code ] || 0 ),
		0
	);
	const calculated = cart.lines.length > 0;
	const lines = totals.lines.map( ( entry ) =>
		cartItemResponse(
			entry,
			Math.round( entry.subtotal * couponRate ),
			totals.currency,
			origin
		)
	);
	return {
		items: lines,
		coupons: cart.coupons.map( ( code ) => {
			const discount = Math.round(
				totals.items * ( COUPONS[ code ] || 0 )
			);
			return {
				code,
				discount_type: 'percent',
				totals: {
					total_discount: money( discount ),
					total_discount_tax: money( taxOn( discount ) ),
					...fields,
				},
			};
		} ),
		fees: [],
		totals: {
			total_items: money( totals.items ),
			total_items_tax: money(
				lines.reduce(
					( sum, line ) =>
						sum + Number( line.totals.line_subtotal_tax ),
					0
				)
			),
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: money( totals.discount ),
			total_discount_tax: money( taxOn( totals.discount ) ),
			total_shipping: calculated ? money( totals.shipping ) : null,
			total_shipping_tax: calculated
				? money( taxOn( totals.shipping ) )
				: null,
			total_price: money( totals.total ),
			total_tax: money( totals.tax ),
			// The store itemizes its taxes (`woocommerce_tax_total_display`).
			tax_lines: totals.tax
				? [ { name: 'Tax', price: money( totals.tax ), rate: '10%' } ]
				: [],
			...fields,
		},
		shipping_address: shippingAddressResponse( cart.shipping ),
		billing_address: billingAddressResponse( cart.billing ),
		needs_payment: totals.total > 0 || totals.containsSubscription,
		needs_shipping: totals.needsShipping,
		payment_requirements: totals.containsSubscription
			? [ 'products', 'subscriptions' ]
			: [ 'products' ],
		has_calculated_shipping: calculated,
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
							taxes: money( taxOn( rate.price ) ),
							instance_id: Number(
								rate.rate_id.split( ':' )[ 1 ]
							),
							method_id: rate.rate_id.split( ':' )[ 0 ],
							// WC_Shipping_Method::add_rate() (10.0.2) notes the
							// package's items on every rate.
							meta_data: [
								{
									key: 'Items',
									value: totals.lines
										.map(
											( { line, product } ) =>
												`${ product.name } &times; ${ line.quantity }`
										)
										.join( ', ' ),
								},
							],
							selected: rate.rate_id === totals.selectedRate,
							...fields,
						} ) ),
					},
				]
			: [],
		items_count: cart.lines.reduce(
			( sum, line ) => sum + line.quantity,
			0
		),
		items_weight: 0,
		cross_sells: [],
		errors: [],
		payment_methods: availableGatewayIds( settings, {
			country: cart.billing.country,
			total: totals.total,
			containsSubscription: totals.containsSubscription,
		} ),
		extensions: {},
	};
}
