/**
 * Under Optimized Checkout the gateway prints a hidden
 * `wc_stripe_selected_upe_payment_type` in the method's fields; the method
 * the shopper has open in the element is written into it, so the form
 * posts it (the gateway's own script mirrors the element's `value.type`).
 *
 * Only once the shopper has acted: WooCommerce's order review update puts
 * a payment field's value back with a `change` event, which a value written
 * as the page opens would send before the shopper did anything (and the
 * gateway takes the method from the payment method anyway).
 */
import { shopperHasActed } from '../../core/dom/when-shopper-acts';

export function mirrorOpenType( form: ParentNode, type: string ): void {
	const input = form.querySelector< HTMLInputElement >(
		'#wc_stripe_selected_upe_payment_type'
	);
	if ( input && input.value !== type && shopperHasActed() ) {
		input.value = type;
	}
}
