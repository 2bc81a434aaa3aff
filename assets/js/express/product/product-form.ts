/**
 * What the product page's form says about the purchase: the product or
 * variation, the quantity, the chosen attributes, add-on and deposit
 * fields, and whether a variable product has a valid choice. The form is
 * WooCommerce's markup (the variation script marks the add-to-cart button).
 */
import type { FormValue } from '../../core/transport/types';
import {
	selectProductOptionsMessage,
	unavailableCombinationMessage,
} from '../../core/messages/express';

const value = ( selector: string ): string =>
	( document.querySelector( selector ) as HTMLInputElement | null )?.value ||
	'';

export const isBookingForm = () =>
	!! document.querySelector( '.wc-bookings-booking-form' );

export function productId(): number {
	if ( isBookingForm() ) {
		return Number( value( '.wc-booking-product-id' ) );
	}
	return Number(
		value( '.single_variation_wrap input[name="product_id"]' ) ||
			value( '.single_add_to_cart_button' )
	);
}

export function quantity(): number {
	return Math.max( 1, Number( value( '.quantity .qty' ) ) || 1 );
}

/** Each attribute select, by its field name (`attribute_pa_color`). */
export function attributes(): Record< string, string > {
	const chosen: Record< string, string > = {};
	document
		.querySelectorAll< HTMLSelectElement >(
			'.variations_form .variations select'
		)
		.forEach( ( select ) => {
			chosen[ select.dataset.attribute_name || select.name ] =
				select.value;
		} );
	return chosen;
}

/** The Store API names an attribute by its label (`Color`). */
function attributeLabel( field: string ): string {
	const id = field.replace( /^attribute_/, '' );
	return (
		document.querySelector( `label[for="${ CSS.escape( id ) }"]` )
			?.textContent || id
	).trim();
}

export function variation(): Array< { attribute: string; value: string } > {
	return Object.entries( attributes() ).map( ( [ field, chosen ] ) => ( {
		attribute: attributeLabel( field ),
		value: chosen,
	} ) );
}

/** Add-on (`addon-…`) and extension (`wc_…`) fields of the cart form. */
export function extraFields(): Record< string, FormValue > {
	const form = document.querySelector( 'form.cart' );
	const fields: Record< string, FormValue > = {};
	if ( ! ( form instanceof HTMLFormElement ) ) {
		return fields;
	}
	new FormData( form ).forEach( ( entry, name ) => {
		if ( typeof entry !== 'string' || ! /^(addon-|wc_)/.test( name ) ) {
			return;
		}
		if ( name.endsWith( '[]' ) ) {
			const key = name.slice( 0, -2 );
			const list = ( fields[ key ] as FormValue[] | undefined ) || [];
			fields[ key ] = [ ...list, entry ];
		} else {
			fields[ name ] = entry;
		}
	} );
	return fields;
}

/** Add-ons print their prices on `#product-addons-total` (`price_data`). */
function addonValue(): number {
	try {
		const data = JSON.parse(
			( document.getElementById( 'product-addons-total' ) as HTMLElement )
				?.dataset.price_data || '[]'
		);
		return Array.isArray( data )
			? data.reduce(
					( sum: number, entry: { cost?: number } ) =>
						sum + ( Number( entry?.cost ) || 0 ),
					0
				)
			: 0;
	} catch {
		return 0;
	}
}

/** The gateway's selected-product-data request for the form as it is. */
export function selectedProductPayload(): Record< string, FormValue > {
	const checked = ( name: string ) =>
		value( `input[name="${ name }"]:checked` ) || undefined;
	return {
		product_id: productId(),
		qty: quantity(),
		attributes: document.querySelector( '.variations_form' )
			? attributes()
			: [],
		addon_value: addonValue(),
		wc_deposit_option: checked( 'wc_deposit_option' ),
		wc_deposit_payment_plan: checked( 'wc_deposit_payment_plan' ),
	};
}

/**
 * Why the buttons cannot sell yet, or null: WooCommerce's variation script
 * marks the add-to-cart button 'disabled' with 'wc-variation-is-unavailable'
 * for a combination that does not exist, and a variable product's form has
 * no variation id until the shopper chose one.
 */
export function purchaseRefusal(): string | null {
	const button = document.querySelector( '.single_add_to_cart_button' );
	if ( button?.classList.contains( 'wc-variation-is-unavailable' ) ) {
		return unavailableCombinationMessage();
	}
	const form = document.querySelector( '.variations_form' );
	const variationId = form ? value( 'input[name="variation_id"]' ) : '1';
	if (
		button?.classList.contains( 'disabled' ) ||
		! variationId ||
		variationId === '0'
	) {
		return selectProductOptionsMessage();
	}
	return null;
}

export const isUnavailableChoice = () =>
	!! document
		.querySelector( '.single_add_to_cart_button' )
		?.classList.contains( 'wc-variation-is-unavailable' );
