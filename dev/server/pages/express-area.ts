/**
 * Where the wallet buttons mount, as the gateway prints it: the hidden
 * container, the order attribution inputs the express order reads, and on
 * the classic checkout and pay-for-order pages only, the "— OR —" separator
 * (product and cart pages have none; there, an empty box just before the
 * container keeps one button row per wallet offered free until the buttons
 * draw, so they move nothing). Each page prints it at the gateway's
 * hook: after the add-to-cart form, after "Proceed to checkout", before the
 * checkout's customer details, before the order's payment.
 */
export function expressArea( {
	separator,
	reserve,
}: {
	separator: boolean;
	/** Product and cart pages: the buttons' height, kept free from the start. */
	reserve?: { rows: number; rowHeight: number };
} ): string {
	return `${
		reserve
			? `<div class="wc-stripe-express-checkout-reserve" aria-hidden="true" style="margin-top:1em;height:${
					reserve.rows * reserve.rowHeight
				}px"></div>`
			: ''
	}<div id="wc-stripe-express-checkout-element" style="margin-top: 1em;clear:both;display:none;"></div>
<wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>${
		separator
			? '<p id="wc-stripe-express-checkout-button-separator" style="margin-top:1.5em;text-align:center;display:none;">&mdash; OR &mdash;</p>'
			: ''
	}`;
}
