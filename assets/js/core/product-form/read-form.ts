/**
 * What the product page's form says about the purchase: the product or
 * variation, the quantity, the chosen attributes, add-on and deposit
 * fields, and whether a variable product has a valid choice. Whichever
 * form the page has, read from its markup:
 *
 * - WooCommerce's classic form (`single-product/add-to-cart/*.php`, in a
 *   classic theme or a block theme's "Add to cart form" block, which prints
 *   the same template): selects in `.variations`, the variation script
 *   marking the add-to-cart button;
 * - the Add to Cart + Options block (WooCommerce 10, Interactivity API;
 *   `AddToCartWithOptions.php` 10.0.2): a `form.wc-block-add-to-cart-with-options`
 *   whose attribute pills (radios) or dropdowns are named `attribute_…`,
 *   and whose hidden `variation_id` the block's store binds to the chosen
 *   variation (woocommerce#58806: the markup an express method reads, as
 *   the store is private). Its quantity field is WooCommerce's
 *   `.quantity .qty`, its button `.single_add_to_cart_button` with the
 *   product's id (`ProductButton.php`).
 */
import type { FormValue } from '../transport/types';
import {
	selectProductOptionsMessage,
	unavailableCombinationMessage,
} from '../messages/express';
import { BLOCK_FORM } from './block-form';

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

interface AttributeControl {
	/** The field name (`attribute_pa_color`). */
	field: string;
	/** '' until chosen. */
	value: string;
	/** The id its label is `for`. */
	id: string;
}

/**
 * Each attribute's control: the classic form's selects, the block's
 * dropdowns, and the block's pill groups (one radio group per attribute,
 * labelled by its `label[for]` of the group's id).
 */
function attributeControls(): AttributeControl[] {
	const selects = [
		...document.querySelectorAll< HTMLSelectElement >(
			`.variations_form .variations select, ${ BLOCK_FORM } select[name^="attribute_"]`
		),
	].map( ( select ) => ( {
		field: select.dataset.attribute_name || select.name,
		value: select.value,
		id: select.id,
	} ) );
	const pills = [
		...document.querySelectorAll< HTMLElement >(
			`${ BLOCK_FORM } [role="radiogroup"]`
		),
	].map( ( group ) => {
		const radios = [
			...group.querySelectorAll< HTMLInputElement >(
				'input[type="radio"][name^="attribute_"]'
			),
		];
		return {
			field: radios[ 0 ]?.name || '',
			value: radios.find( ( radio ) => radio.checked )?.value || '',
			id: group.id,
		};
	} );
	return [ ...selects, ...pills ].filter( ( control ) => control.field );
}

/** Each attribute's choice, by its field name (`attribute_pa_color`). */
export function attributes(): Record< string, string > {
	return Object.fromEntries(
		attributeControls().map( ( control ) => [
			control.field,
			control.value,
		] )
	);
}

/** The Store API names an attribute by its label (`Color`). */
function attributeLabel( { field, id }: AttributeControl ): string {
	const label = id
		? document.querySelector( `label[for="${ CSS.escape( id ) }"]` )
		: null;
	return ( label?.textContent || field.replace( /^attribute_/, '' ) ).trim();
}

export function variation(): Array< { attribute: string; value: string } > {
	return attributeControls().map( ( control ) => ( {
		attribute: attributeLabel( control ),
		value: control.value,
	} ) );
}

/** A variable product's form: its variation field (classic or block). */
const variationField = () =>
	document.querySelector< HTMLInputElement >( 'input[name="variation_id"]' );

/** The chosen variation's id, or 0 (none chosen, or not variable). */
export const chosenVariationId = (): number =>
	Number( variationField()?.value ) || 0;

/** Add-on (`addon-…`) and extension (`wc_…`) fields of the cart form. */
export function extraFields(): Record< string, FormValue > {
	// An extension's fields turn the block into a plain `form.cart`.
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
export function addonValue(): number {
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
		attributes: variationField() ? attributes() : [],
		addon_value: addonValue(),
		wc_deposit_option: checked( 'wc_deposit_option' ),
		wc_deposit_payment_plan: checked( 'wc_deposit_payment_plan' ),
	};
}

/**
 * Why the buttons cannot sell yet, or null: WooCommerce's variation script
 * marks the add-to-cart button 'disabled' with 'wc-variation-is-unavailable'
 * for a combination that does not exist (the block offers none: its pills
 * for one are disabled), the block's store marks it 'disabled' while the
 * form is not valid, and a variable product's form has no variation id
 * until the shopper chose one.
 */
export function purchaseRefusal(): string | null {
	const button = document.querySelector( '.single_add_to_cart_button' );
	if ( button?.classList.contains( 'wc-variation-is-unavailable' ) ) {
		return unavailableCombinationMessage();
	}
	if (
		button?.classList.contains( 'disabled' ) ||
		( variationField() && ! chosenVariationId() )
	) {
		return selectProductOptionsMessage();
	}
	return null;
}

export const isUnavailableChoice = () =>
	!! document
		.querySelector( '.single_add_to_cart_button' )
		?.classList.contains( 'wc-variation-is-unavailable' );
