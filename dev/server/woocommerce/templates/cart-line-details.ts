/**
 * A cart line's chosen options (variation attributes, an add-on's text) as
 * WooCommerce prints them under the product's name, in the cart and the
 * mini cart alike (`wc_get_formatted_cart_item_data`).
 *
 * Follows: woocommerce includes/wc-template-functions.php
 * wc_get_formatted_cart_item_data().
 */
import { escapeHtml } from '../../http/respond';
import type { CartLine } from '../includes/types';

export function cartLineDetailsHtml( line: CartLine ): string {
	const variation = line.variation.length
		? `<dl class="variation">${ line.variation
				.map(
					( item ) =>
						`<dt>${ escapeHtml(
							item.attribute
						) }:</dt><dd>${ escapeHtml( item.value ) }</dd>`
				)
				.join( '' ) }</dl>`
		: '';
	const addon = line.addonValue
		? `<dl class="variation"><dt>Gift message:</dt><dd>${ escapeHtml(
				line.addonValue
			) }</dd></dl>`
		: '';
	return variation + addon;
}
