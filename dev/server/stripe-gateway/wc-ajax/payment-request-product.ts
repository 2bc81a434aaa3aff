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
import { getStripeAmount } from '../stripe-amount';
import {
	PENDING_SHIPPING_OPTION,
	quantityLabel,
	readSelectedProduct,
	selectedProductPrice,
} from './selected-product';
import { TOTAL_LABEL } from '../page-data/upe-params';

export function legacySelectedProductData( ctx: Context ): void {
	const read = readSelectedProduct( ctx );
	if ( 'error' in read ) {
		sendJson( ctx.res, 200, read );
		return;
	}
	const { name, qty, addon, currency, ships } = read;
	const amount = getStripeAmount(
		qty * selectedProductPrice( read ) + addon,
		currency
	);
	// The keys in the order the gateway sets them.
	sendJson( ctx.res, 200, {
		...( ships ? { shippingOptions: PENDING_SHIPPING_OPTION } : {} ),
		displayItems: [
			{ label: name + quantityLabel( qty ), amount },
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
