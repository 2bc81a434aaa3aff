/**
 * Where the wallet buttons mount, as the gateway prints it: the hidden
 * container, the order attribution inputs the express order reads, and on
 * the classic checkout and pay-for-order pages only, the "— OR —" separator
 * (product and cart pages have none). Each page prints it at the gateway's
 * hook: after the add-to-cart form, after "Proceed to checkout", before the
 * checkout's customer details, before the order's payment.
 */
export function expressArea( { separator }: { separator: boolean } ): string {
	return `<div id="wc-stripe-express-checkout-element" style="margin-top: 1em;clear:both;display:none;"></div>
<wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>${
		separator
			? '<p id="wc-stripe-express-checkout-button-separator" style="margin-top:1.5em;text-align:center;display:none;">&mdash; OR &mdash;</p>'
			: ''
	}`;
}
