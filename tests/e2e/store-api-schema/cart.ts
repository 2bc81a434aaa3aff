/**
 * The Store API cart, key by key, as WooCommerce writes it. Read from
 * WooCommerce Blocks 11.8 (woocommerce/woocommerce-blocks at 03c7cfa,
 * "11.8.0-dev", the last before the repository moved into WooCommerce;
 * unchanged in these keys in WooCommerce 9.x, plugins/woocommerce/src/
 * StoreApi/Schemas/V1/):
 *
 * - CartSchema::get_item_response() and get_totals(), get_tax_lines();
 * - CartItemSchema::get_item_response() (keys and types from
 *   ItemSchema::get_properties(); `raw_prices` from
 *   Utilities/ProductItemTrait.php, always an object for a cart line);
 * - CartCouponSchema, CartFeeSchema (`key`, as get_item_response writes it,
 *   though get_properties says `id`), CartShippingRateSchema
 *   (get_item_response(), get_rate_response()), ErrorSchema (cart errors);
 * - ImageAttachmentSchema, ProductSchema::get_item_response() (cross-sells);
 * - BillingAddressSchema / ShippingAddressSchema::get_item_response();
 * - AbstractSchema::get_store_currency_properties() (the `currency_*`
 *   fields of every money object).
 */
import {
	anyObject,
	arrayOf,
	boolean,
	integer,
	nullable,
	number,
	objectOf,
	string,
} from './schema';
import type { Schema } from './schema';

/** AbstractSchema::get_store_currency_properties(). */
const CURRENCY = {
	currency_code: string,
	currency_symbol: string,
	currency_minor_unit: integer,
	currency_decimal_separator: string,
	currency_thousand_separator: string,
	currency_prefix: string,
	currency_suffix: string,
};

const money = ( fields: Record< string, Schema > ) =>
	objectOf( { ...CURRENCY, ...fields } );

/** AbstractAddressSchema::get_properties() (ShippingAddressSchema). */
export const SHIPPING_ADDRESS = objectOf( {
	first_name: string,
	last_name: string,
	company: string,
	address_1: string,
	address_2: string,
	city: string,
	state: string,
	postcode: string,
	country: string,
	phone: string,
} );

/** BillingAddressSchema::get_item_response(): the same, with `email`. */
export const BILLING_ADDRESS = objectOf( {
	...SHIPPING_ADDRESS.properties,
	email: string,
} );

/** ImageAttachmentSchema::get_item_response(). */
const IMAGE = objectOf( {
	id: integer,
	src: string,
	thumbnail: string,
	srcset: string,
	sizes: string,
	name: string,
	alt: string,
} );

/** ProductSchema::prepare_product_price_response(). */
const PRODUCT_PRICES = money( {
	price: string,
	regular_price: string,
	sale_price: string,
	price_range: nullable(
		objectOf( { min_amount: string, max_amount: string } )
	),
} );

/** CartItemSchema::get_item_response(). */
export const CART_ITEM = objectOf( {
	key: string,
	id: integer,
	type: string,
	quantity: number,
	quantity_limits: objectOf( {
		minimum: integer,
		maximum: integer,
		multiple_of: integer,
		editable: boolean,
	} ),
	name: string,
	short_description: string,
	description: string,
	sku: string,
	low_stock_remaining: nullable( integer ),
	backorders_allowed: boolean,
	show_backorder_badge: boolean,
	sold_individually: boolean,
	permalink: string,
	images: arrayOf( IMAGE ),
	variation: arrayOf( objectOf( { attribute: string, value: string } ) ),
	// Written by plugins through `woocommerce_get_item_data`: each entry's
	// values are strings (`wp_strip_all_tags`), its keys the plugin's.
	item_data: arrayOf( {
		type: 'object',
		values: { type: [ 'string', 'boolean' ] },
	} ),
	prices: money( {
		...PRODUCT_PRICES.properties,
		raw_prices: objectOf( {
			precision: integer,
			price: string,
			regular_price: string,
			sale_price: string,
		} ),
	} ),
	totals: money( {
		line_subtotal: string,
		line_subtotal_tax: string,
		line_total: string,
		line_total_tax: string,
	} ),
	catalog_visibility: string,
	extensions: anyObject,
} );

/** CartCouponSchema::get_item_response(). */
const CART_COUPON = objectOf( {
	code: string,
	discount_type: string,
	totals: money( { total_discount: string, total_discount_tax: string } ),
} );

/** CartFeeSchema::get_item_response(). */
const CART_FEE = objectOf( {
	key: string,
	name: string,
	totals: money( { total: string, total_tax: string } ),
} );

/** CartShippingRateSchema::get_item_response() and get_rate_response(). */
const SHIPPING_PACKAGE = objectOf( {
	package_id: { type: [ 'integer', 'string' ] },
	name: string,
	destination: objectOf( {
		address_1: string,
		address_2: string,
		city: string,
		state: string,
		postcode: string,
		country: string,
	} ),
	items: arrayOf(
		objectOf( { key: string, name: string, quantity: number } )
	),
	shipping_rates: arrayOf(
		money( {
			rate_id: string,
			name: string,
			description: string,
			delivery_time: string,
			price: string,
			taxes: string,
			instance_id: integer,
			method_id: string,
			meta_data: arrayOf(
				objectOf( {
					key: string,
					value: { type: [ 'string', 'number', 'boolean' ] },
				} )
			),
			selected: boolean,
		} )
	),
} );

/** ProductSchema::get_item_response() (a cross-sell). */
const PRODUCT = objectOf( {
	id: integer,
	name: string,
	slug: string,
	parent: integer,
	type: string,
	variation: string,
	permalink: string,
	sku: string,
	short_description: string,
	description: string,
	on_sale: boolean,
	prices: PRODUCT_PRICES,
	price_html: string,
	average_rating: string,
	review_count: integer,
	images: arrayOf( IMAGE ),
	categories: arrayOf(
		objectOf( { id: integer, name: string, slug: string, link: string } )
	),
	tags: arrayOf(
		objectOf( { id: integer, name: string, slug: string, link: string } )
	),
	attributes: arrayOf( anyObject ),
	variations: arrayOf( anyObject ),
	has_options: boolean,
	is_purchasable: boolean,
	is_in_stock: boolean,
	is_on_backorder: boolean,
	low_stock_remaining: nullable( integer ),
	sold_individually: boolean,
	add_to_cart: objectOf( {
		text: string,
		description: string,
		url: string,
		minimum: integer,
		maximum: integer,
		multiple_of: integer,
	} ),
	extensions: anyObject,
} );

/** CartSchema::get_item_response(). */
export const CART = objectOf( {
	items: arrayOf( CART_ITEM ),
	coupons: arrayOf( CART_COUPON ),
	fees: arrayOf( CART_FEE ),
	totals: money( {
		total_items: string,
		total_items_tax: string,
		total_fees: string,
		total_fees_tax: string,
		total_discount: string,
		total_discount_tax: string,
		total_shipping: nullable( string ),
		total_shipping_tax: nullable( string ),
		total_price: string,
		total_tax: string,
		tax_lines: arrayOf(
			objectOf( { name: string, price: string, rate: string } )
		),
	} ),
	shipping_address: SHIPPING_ADDRESS,
	billing_address: BILLING_ADDRESS,
	needs_payment: boolean,
	needs_shipping: boolean,
	payment_requirements: arrayOf( string ),
	has_calculated_shipping: boolean,
	shipping_rates: arrayOf( SHIPPING_PACKAGE ),
	items_count: integer,
	items_weight: number,
	cross_sells: arrayOf( PRODUCT ),
	errors: arrayOf( objectOf( { code: string, message: string } ) ),
	payment_methods: arrayOf( string ),
	extensions: anyObject,
} );
