/**
 * The pay-later message on a product page, beside the price: for the
 * product as the form has it, in Stripe's units (core/product-form, either
 * WooCommerce form), read again after any change to the form (the
 * quantity, the variation, an add-on): the chosen variation's price (else
 * the product's), times the quantity, plus the add-ons' price, as the
 * gateway prices the product for its wallet buttons
 * (`get_selected_product_data()`, 8.8.0: quantity × price + add-on value).
 */
import { readPayLaterBox } from '../core/pay-later/box';
import type { PayLaterBox } from '../core/pay-later/box';
import {
	addonValue,
	chosenVariationId,
	quantity,
} from '../core/product-form/read-form';
import { listen } from '../core/dom/jquery-bridge';
import { startPageMessage } from './page-message';
import { shopperCountry } from './shopper-country';

/**
 * The purchase the form describes, in Stripe's units. The add-ons' price
 * is in the currency's units: every currency the message takes (Stripe's
 * list for the element) counts in hundredths.
 */
export function productAmount( box: PayLaterBox ): number {
	const unit = box.variations[ chosenVariationId() ] ?? box.amount;
	return unit * quantity() + Math.max( 0, Math.round( addonValue() * 100 ) );
}

export async function startProductPayLater(): Promise< void > {
	const box = readPayLaterBox();
	if ( ! box ) {
		return;
	}
	const country = box.country || ( await shopperCountry() );
	const message = await startPageMessage( box, {
		amount: productAmount( box ),
		country,
	} );
	if ( ! message ) {
		return;
	}
	let amount = -1;
	// Read a frame after the change, once the form's own scripts (the
	// variation form, the block's store, an add-ons total) have followed.
	const follow = () =>
		requestAnimationFrame( () => {
			const next = productAmount( box );
			if ( next !== amount ) {
				amount = next;
				message.update( { amount } );
			}
		} );
	// Any field, stepper or pill (a stepper's `change` does not bubble: heard
	// on its way down), and WooCommerce's variation form's own event.
	for ( const name of [ 'input', 'change', 'click' ] ) {
		document.addEventListener( name, follow, true );
	}
	listen( document.body, 'woocommerce_variation_has_changed', follow );
	// The form may have changed while this code loaded.
	follow();
}
