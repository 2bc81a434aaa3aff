/**
 * Where the wallet buttons mount, as the gateway prints it: the hidden
 * container, the order attribution inputs the express order reads, and on
 * the classic checkout and pay-for-order pages only, the "— OR —" separator
 * (product and cart pages have none). Each page prints it at the gateway's
 * hook: after the add-to-cart form, after "Proceed to checkout", before the
 * checkout's customer details, before the order's payment.
 *
 * Just before the container, an empty box keeps the buttons' space free
 * until they draw (one button row per wallet offered), so they move
 * nothing: the product code removes it in the frame the buttons (and the
 * separator) appear. Where a separator follows the buttons, the box holds
 * an invisible copy of it too, so the space kept is the buttons' and the
 * separator's, with the same margins.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-express-checkout-element.php
 * display_express_checkout_button_html() (8.8.0).
 */
export function expressArea( {
	separator,
	reserve,
}: {
	separator: boolean;
	/** The buttons' height, kept free from the start. */
	reserve?: { rows: number; rowHeight: number };
} ): string {
	const separatorStyle = 'margin-top:1.5em;text-align:center;';
	const buttons = reserve
		? `<div style="margin-top:1em;height:${
				reserve.rows * reserve.rowHeight
			}px"></div>`
		: '';
	return `${
		reserve
			? `<div class="wc-stripe-express-checkout-reserve" aria-hidden="true" style="clear:both">${ buttons }${
					separator
						? `<p style="${ separatorStyle }visibility:hidden">&mdash; OR &mdash;</p>`
						: ''
				}</div>`
			: ''
	}<div id="wc-stripe-express-checkout-element" style="margin-top: 1em;clear:both;display:none;"></div>
<wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>${
		separator
			? `<p id="wc-stripe-express-checkout-button-separator" style="${ separatorStyle }display:none;">&mdash; OR &mdash;</p>`
			: ''
	}`;
}
