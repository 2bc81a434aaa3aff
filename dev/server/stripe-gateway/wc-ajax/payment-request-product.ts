/**
 * The legacy Payment Request Button's `wc_stripe_get_selected_product_data`:
 * the product page's sheet before the product is in a cart. Unlike the
 * express checkout's, it refuses nothing but a product it cannot find and a
 * quantity over the stock: attributes that match no variation leave the
 * parent product's price. Its lines are the legacy kind: the product with
 * its quantity, tax and shipping pending, the total under the statement
 * descriptor's label.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php
 * ajax_get_selected_product_data().
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { productById } from '../../woocommerce/includes/catalogue';
import type { Product } from '../../woocommerce/includes/catalogue';
import { productName } from '../../woocommerce/includes/product-name';
import { inCurrency, storeCurrency } from '../../woocommerce/includes/currency';
import { getStripeAmount } from '../stripe-amount';
import { ACCOUNT_DESCRIPTOR } from '../page-data/upe-params';

const TOTAL_LABEL = `${ ACCOUNT_DESCRIPTOR } (via WooCommerce)`;

/** `find_matching_product_variation()` over `attribute_*` keys. */
function matchingVariation( product: Product, raw: unknown ) {
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
	return product.variations?.find( ( variation ) =>
		Object.entries( variation.attributes ).every(
			( [ name, value ] ) => chosen[ name.toLowerCase() ] === value
		)
	);
}

/** absint(). */
const absint = ( value: unknown ) =>
	Math.abs( Math.trunc( Number( value ) || 0 ) );

export function legacySelectedProductData( ctx: Context ): void {
	const id = absint( ctx.body.product_id );
	const product = productById( id );
	if ( ! product || product.id !== id ) {
		sendJson( ctx.res, 200, {
			error: `Product with the ID (${ id }) cannot be found.`,
		} );
		return;
	}
	const qty = ctx.body.qty === undefined ? 1 : absint( ctx.body.qty );
	// The matching variation stands for the product from here on: its
	// name ("Hoodie - Blue, S") labels the line.
	const variation = matchingVariation( product, ctx.body.attributes );
	const name = productName( product, variation );
	if ( product.stock !== undefined && qty > product.stock ) {
		sendJson( ctx.res, 200, {
			error: `You cannot add that amount of "${ name }"; to the cart because there is not enough stock (${ product.stock } remaining).`,
		} );
		return;
	}
	const addon = Math.max( Number( ctx.body.addon_value ) || 0, 0 );
	const currency = storeCurrency( ctx.state.settings );
	const price =
		product.type === 'subscription'
			? product.price + ( product.signUpPrice ?? 0 )
			: ( variation?.price ?? product.price );
	const amount = getStripeAmount(
		inCurrency( qty * price + addon, currency ),
		currency
	);
	const ships = ! product.virtual;
	// The keys in the order the gateway sets them.
	sendJson( ctx.res, 200, {
		...( ships
			? {
					shippingOptions: {
						id: 'pending',
						label: 'Pending',
						detail: '',
						amount: 0,
					},
				}
			: {} ),
		displayItems: [
			{
				label: name + ( qty > 1 ? ` (x${ qty })` : '' ),
				amount,
			},
			// wc_tax_enabled(): the shop charges tax.
			{ label: 'Tax', amount: 0, pending: true },
			...( ships
				? [ { label: 'Shipping', amount: 0, pending: true } ]
				: [] ),
		],
		total: { label: TOTAL_LABEL, amount },
		requestShipping: ships,
		currency: currency.code.toLowerCase(),
		country_code: ctx.state.settings.storeCountry,
	} );
}
