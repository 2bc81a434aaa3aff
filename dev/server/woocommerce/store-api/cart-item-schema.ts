/**
 * One cart line as the Store API answers it (CartItemSchema
 * `get_item_response()`): the product's type, name, descriptions, stock
 * and backorder facts, quantity limits, chosen attributes, item data, its
 * prices (with the raw prices at WooCommerce's rounding precision, which
 * the checkout's order summary does arithmetic with) and line totals, all
 * money as integer strings in the currency's minor unit with the
 * `currency_*` fields.
 *
 * Follows: woocommerce src/StoreApi/Schemas/V1/CartItemSchema.php
 * get_item_response(), ItemSchema.php, ProductSchema.php
 * prepare_product_price_response(), get_low_stock_remaining(),
 * Utilities/ProductItemTrait.php and Utilities/QuantityLimits.php
 * (WooCommerce Blocks 11.8).
 */
import type { LineTotals } from '../includes/totals';
import { TAX_RATE } from '../includes/totals';
import type { Currency } from '../includes/currency';
import { currencyFields } from './currency-fields';

/** `wc_get_rounding_precision()`: the price decimals + 2, at least 6. */
const roundingPrecision = ( currency: Currency ) =>
	Math.max( currency.minorUnit + 2, 6 );

/** `woocommerce_store_api_product_quantity_limit`'s default. */
const QUANTITY_LIMIT = 9999;

/** `woocommerce_notify_low_stock_amount`'s default. */
const LOW_STOCK_AMOUNT = 2;

const money = ( value: number ) => String( value );

/** A minor-unit amount at the raw prices' precision. */
const raw = ( value: number, currency: Currency ) =>
	String(
		value *
			Math.pow( 10, roundingPrecision( currency ) - currency.minorUnit )
	);

/** `wc_format_content()`: the description as paragraphs. */
const formatContent = ( text: string ) => ( text ? `<p>${ text }</p>\n` : '' );

export function cartItemResponse(
	{ line, product, unitPrice, subtotal }: LineTotals,
	discountShare: number,
	currency: Currency,
	origin: string
) {
	const fields = currencyFields( currency );
	const lineTotal = subtotal - discountShare;
	return {
		key: line.key,
		id: line.variationId ?? product.id,
		// A variable product's line is its variation.
		type: line.variationId ? 'variation' : product.type,
		quantity: line.quantity,
		quantity_limits: {
			minimum: 1,
			maximum: Math.min(
				QUANTITY_LIMIT,
				product.stock ?? QUANTITY_LIMIT
			),
			multiple_of: 1,
			editable: true,
		},
		name: product.name,
		short_description: '',
		description: formatContent( product.description ),
		sku: product.slug,
		low_stock_remaining:
			product.stock !== undefined && product.stock <= LOW_STOCK_AMOUNT
				? Math.max( product.stock, 0 )
				: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		permalink: `${ origin }/product/${ product.slug }/`,
		images: [],
		variation: line.variation,
		item_data: line.addonValue
			? [ { name: 'Gift message', value: line.addonValue } ]
			: [],
		prices: {
			price: money( unitPrice ),
			regular_price: money( unitPrice ),
			// No sale: the sale price is the price.
			sale_price: money( unitPrice ),
			price_range: null,
			...fields,
			raw_prices: {
				precision: roundingPrecision( currency ),
				price: raw( unitPrice, currency ),
				regular_price: raw( unitPrice, currency ),
				sale_price: raw( unitPrice, currency ),
			},
		},
		totals: {
			line_subtotal: money( subtotal ),
			line_subtotal_tax: money( Math.round( subtotal * TAX_RATE ) ),
			line_total: money( lineTotal ),
			line_total_tax: money( Math.round( lineTotal * TAX_RATE ) ),
			...fields,
		},
		catalog_visibility: 'visible',
		extensions: {},
	};
}
