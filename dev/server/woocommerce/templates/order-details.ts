/**
 * An order's details as WooCommerce prints them under the thanks and on My
 * account → View order (`order/order-details.php`,
 * `order/order-details-customer.php`): its lines with their totals, then
 * `get_order_item_totals()` (subtotal, discount, shipping "via" its method,
 * tax, payment method by its title, total); then the billing address with
 * its phone and email, and the shipping address when the order ships.
 *
 * Follows: woocommerce templates/order/order-details.php,
 * order-details-customer.php.
 */
import { escapeHtml } from '../../http/respond';
import { formattedAddress } from '../includes/address-format';
import { currencyFor, priceHtml } from '../includes/currency';
import { orderItemTotals } from '../includes/orders';
import { orderPaymentTitle } from '../includes/payment-titles';
import type { Order } from '../includes/types';

/** `get_order_item_totals()`: label and value (HTML) per row. */
function itemTotals( order: Order ): Array< [ string, string ] > {
	const currency = currencyFor( order.currency, order.minorUnit );
	const money = ( value: number ) => priceHtml( value, currency );
	const title = orderPaymentTitle( order );
	const rows: Array< [ string, string ] > = [];
	for ( const [ label, amount ] of orderItemTotals( order ) ) {
		if ( label === 'Shipping' ) {
			if ( order.shippingMethod === undefined ) {
				continue;
			}
			// `get_shipping_to_display()`: the cost "via" the method, or the
			// method alone when it costs nothing.
			rows.push( [
				'Shipping:',
				amount
					? `${ money( amount ) }&nbsp;<small class="shipped_via">via ${ escapeHtml(
							order.shippingMethod
						) }</small>`
					: escapeHtml( order.shippingMethod ),
			] );
			continue;
		}
		if ( label === 'Total' && order.totals.total > 0 && title ) {
			rows.push( [ 'Payment method:', escapeHtml( title ) ] );
		}
		rows.push( [ `${ label }:`, money( amount ) ] );
	}
	return rows;
}

/**
 * The order details table; `extraRows` go last in its foot (My account's
 * actions).
 */
export function orderDetailsHtml( order: Order, extraRows = '' ): string {
	const currency = currencyFor( order.currency, order.minorUnit );
	const lines = order.lines
		.map(
			( line ) =>
				`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${ escapeHtml(
					line.name
				) } <strong class="product-quantity">&times;&nbsp;${
					line.quantity
				}</strong></td><td class="woocommerce-table__product-total product-total">${ priceHtml(
					line.total,
					currency
				) }</td></tr>`
		)
		.join( '' );
	const totals = itemTotals( order )
		.map(
			( [ label, value ] ) =>
				`<tr><th scope="row">${ label }</th><td>${ value }</td></tr>`
		)
		.join( '' );
	const note = order.customerNote
		? `<tr><th>Note:</th><td>${ escapeHtml( order.customerNote ).replace(
				/\n/g,
				'<br>'
			) }</td></tr>`
		: '';
	return `<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead><tbody>${ lines }</tbody><tfoot>${ totals }${ note }${ extraRows }</tfoot></table></section>`;
}

/** The customer's addresses (`order/order-details-customer.php`). */
export function customerDetailsHtml(
	order: Order,
	storeCountry: string
): string {
	const billing = `<h2 class="woocommerce-column__title">Billing address</h2><address>${
		formattedAddress( order.billing, storeCountry ) || 'N/A'
	}${
		order.billing.phone
			? `<p class="woocommerce-customer-details--phone">${ escapeHtml(
					order.billing.phone
				) }</p>`
			: ''
	}${
		order.billing.email
			? `<p class="woocommerce-customer-details--email">${ escapeHtml(
					order.billing.email
				) }</p>`
			: ''
	}</address>`;
	if ( order.shippingMethod === undefined ) {
		return `<section class="woocommerce-customer-details">${ billing }</section>`;
	}
	return `<section class="woocommerce-customer-details"><section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses"><div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">${ billing }</div><div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2"><h2 class="woocommerce-column__title">Shipping address</h2><address>${
		formattedAddress( order.shipping, storeCountry ) || 'N/A'
	}</address></div></section></section>`;
}
