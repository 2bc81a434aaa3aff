/**
 * What both of the gateway's `wc_stripe_get_selected_product_data` handlers
 * read before they build their sheet: the product by its id, the variation
 * the attributes match (WooCommerce's `find_matching_product_variation()`,
 * which skips a variation the store owner disabled), the quantity, the
 * add-on value and the stock check. Attributes that match no variation
 * leave the parent product, priced as WooCommerce prices a variable product
 * (its cheapest variation); an out-of-stock variation whose stock is not
 * counted is priced like any other, as `has_enough_stock()` lets it be.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-express-checkout-ajax-handler.php
 * and class-wc-stripe-payment-request.php, ajax_get_selected_product_data().
 */
import type { Context } from '../../context';
import { absint } from '../stripe-amount';
import { productById } from '../../woocommerce/includes/catalogue';
import type { Product, Variation } from '../../woocommerce/includes/catalogue';
import { productName } from '../../woocommerce/includes/product-name';
import { inCurrency, storeCurrency } from '../../woocommerce/includes/currency';
import type { Currency } from '../../woocommerce/includes/currency';

/** The shipping option both handlers offer before an address is known. */
export const PENDING_SHIPPING_OPTION = {
	id: 'pending',
	label: 'Pending',
	detail: '',
	amount: 0,
};

/** `find_matching_product_variation()` over `attribute_*` keys. */
function matchingVariation(
	product: Product,
	raw: unknown
): Variation | undefined {
	if ( product.type !== 'variable' || ! raw || typeof raw !== 'object' ) {
		return undefined;
	}
	const chosen = Object.fromEntries(
		Object.entries( raw as Record< string, unknown > ).map(
			( [ key, value ] ) => [
				key.replace( /^attribute_/, '' ).toLowerCase(),
				String( value ),
			]
		)
	);
	return product.variations?.find(
		( variation ) =>
			! variation.hidden &&
			Object.entries( variation.attributes ).every(
				( [ name, value ] ) => chosen[ name.toLowerCase() ] === value
			)
	);
}

export interface SelectedProduct {
	product: Product;
	variation: Variation | undefined;
	/** `$product->get_name()` of the variation, or of the product. */
	name: string;
	qty: number;
	/**
	 * `$addon_value`: the add-ons' total the page printed, in the store's
	 * currency, here in its minor unit like every other amount.
	 */
	addon: number;
	currency: Currency;
	/** Whether the sheet asks for a shipping address. */
	ships: boolean;
}

/** The request read as the handlers read it, or the error they answer. */
export function readSelectedProduct(
	ctx: Context
): SelectedProduct | { error: string } {
	const id = absint( ctx.body.product_id );
	const product = productById( id );
	if ( ! product || product.id !== id ) {
		return { error: `Product with the ID (${ id }) cannot be found.` };
	}
	const qty = ctx.body.qty === undefined ? 1 : absint( ctx.body.qty );
	// The matching variation stands for the product from here on: its
	// name ("Hoodie - Blue, S") labels the line.
	const variation = matchingVariation( product, ctx.body.attributes );
	const name = productName( product, variation );
	if ( product.stock !== undefined && qty > product.stock ) {
		return {
			error: `You cannot add that amount of "${ name }"; to the cart because there is not enough stock (${ product.stock } remaining).`,
		};
	}
	const currency = storeCurrency( ctx.state.settings );
	const addon = Math.max( Number( ctx.body.addon_value ) || 0, 0 );
	return {
		product,
		variation,
		name,
		qty,
		addon: Math.round( addon * Math.pow( 10, currency.minorUnit ) ),
		currency,
		ships: ! product.virtual,
	};
}

/**
 * `get_product_price()`: the variation's or the product's price, a
 * subscription's with its sign-up fee, in the store's minor unit.
 */
export function selectedProductPrice( read: SelectedProduct ): number {
	const { product, variation, currency } = read;
	return inCurrency(
		product.type === 'subscription'
			? product.price + ( product.signUpPrice ?? 0 )
			: ( variation?.price ?? product.price ),
		currency
	);
}

/** `$quantity_label`: " (x2)" for more than one. */
export const quantityLabel = ( quantity: number ) =>
	quantity > 1 ? ` (x${ quantity })` : '';
