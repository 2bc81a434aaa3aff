/**
 * The add-to-cart blocks of a block theme's single-product template, as
 * WooCommerce 10.0.2 renders them (after WordPress's server-side directive
 * processing):
 *
 * - the "Add to cart form" block (`woocommerce/add-to-cart-form`, the
 *   blockified template's): the classic form template inside
 *   `.wp-block-add-to-cart-form`, with the `quantitySelectorStyle: stepper`
 *   variant's − and + around the quantity (the
 *   `add-to-cart-with-options-stepper-layout` feature, on in 10.0.2);
 * - the Add to Cart + Options block (`woocommerce/add-to-cart-with-options`):
 *   an Interactivity API form printing WooCommerce's template part for the
 *   product type (the variation selector's pills, the quantity stepper,
 *   the Product Button), the hidden fields express methods read, and the
 *   notices region around it. An extension printing into the form's hooks
 *   (the gift mug's add-on field, at `woocommerce_before_add_to_cart_button`)
 *   turns it into a plain `form.cart` that posts (legacy mode).
 *
 * Follows: woocommerce 10.0.2 src/Blocks/BlockTypes/AddToCartForm.php,
 * AddToCartWithOptions/{AddToCartWithOptions,QuantitySelector,Utils,
 * VariationSelectorAttribute,VariationSelectorAttributeName,
 * VariationSelectorAttributeOptions}.php, ProductButton.php and
 * templates/parts/{simple,variable}-product-add-to-cart-with-options.html.
 */
import { escapeHtml } from '../../http/respond';
import type { Product } from '../includes/catalogue';
import { attributeKey } from './variations-form';

/**
 * `wp_json_encode( …, JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_HEX_AMP )`:
 * those characters inside strings as \u escapes (`<`, `>`, `'` and `&`
 * are only ever inside strings; a string's quote is JSON's `\"`).
 */
const hexJson = ( value: unknown ) =>
	JSON.stringify( value )
		.replace( /</g, '\\u003C' )
		.replace( />/g, '\\u003E' )
		.replace( /'/g, '\\u0027' )
		.replace( /\\"/g, '\\u0022' )
		.replace( /&/g, '\\u0026' );

/** An attribute value as `get_normalized_attributes()` prints it. */
const json = ( value: unknown ) => escapeHtml( hexJson( value ) );

/** The quantity input WooCommerce's template prints (`global/quantity-input.php`). */
function quantityInput( product: Product, stepper: boolean ): string {
	const id = `quantity_${ product.id }`;
	return `<div class="quantity${
		stepper ? ' wc-block-components-quantity-selector' : ''
	}">
	<label class="screen-reader-text" for="${ id }">${ escapeHtml(
		product.name
	) } quantity</label>
	<input type="number" id="${ id }" class="input-text qty text${
		stepper ? ' wc-block-components-quantity-selector__input' : ''
	}" name="quantity" value="1" aria-label="Product quantity" min="1" max="" step="1" placeholder="" inputmode="numeric" autocomplete="off" />
</div>`;
}

/** `add_quantity_steppers()`: − before the field, + after it. */
function withSteppers(
	html: string,
	product: Product,
	actions: [ string, string ]
): string {
	const name = escapeHtml( product.name );
	return html.replace(
		/(<input[^>]*id="quantity_[^"]*"[^>]*\/>)/,
		`<button aria-label="Reduce quantity of ${ name }"type="button" data-wp-on--click="${ actions[ 0 ] }" class="wc-block-components-quantity-selector__button wc-block-components-quantity-selector__button--minus">-</button>$1<button aria-label="Increase quantity of ${ name }" type="button" data-wp-on--click="${ actions[ 1 ] }" class="wc-block-components-quantity-selector__button wc-block-components-quantity-selector__button--plus">+</button>`
	);
}

/** The "Add to cart form" block around the classic form's template. */
export function addToCartFormBlock(
	product: Product,
	classicForm: ( quantity: string ) => string,
	stepper: boolean
): string {
	const quantity = stepper
		? withSteppers( quantityInput( product, true ), product, [
				'actions.removeQuantity',
				'actions.addQuantity',
			] )
		: quantityInput( product, false );
	return `<div class="wp-block-add-to-cart-form wc-block-add-to-cart-form ${
		stepper
			? 'wc-block-add-to-cart-form--stepper'
			: 'wc-block-add-to-cart-form--input'
	}"${
		stepper ? ' data-wp-interactive="woocommerce/add-to-cart-form"' : ''
	}>${ classicForm( quantity ) }`;
}

/** Closes the form block after what `woocommerce_after_add_to_cart_form` printed. */
export const addToCartFormBlockEnd = '</div>';

/** The Product Button inside the form (`isDescendantOfAddToCartWithOptions`). */
function productButton( product: Product, formValid: boolean ): string {
	const context = {
		quantityToAdd: 1,
		productId: product.id,
		productType: product.type,
		addToCartText: 'Add to cart',
		tempQuantity: 0,
		animationStatus: 'IDLE',
	};
	return `<div class="wp-block-button wc-block-components-product-button align-left wp-block-woocommerce-product-button has-medium-font-size"
	data-wp-interactive="woocommerce/product-button"
	data-wp-context='${ hexJson( context ) }'
	data-wp-init="actions.refreshCartItems"
>
	<button class="wp-block-button__link wp-element-button wc-block-components-product-button__button add_to_cart_button ajax_add_to_cart product_type_${
		product.type
	} has-font-size has-medium-font-size has-text-align-left wc-interactive single_add_to_cart_button${
		formValid ? '' : ' disabled'
	}" style="" type="submit" data-product_id="${
		product.id
	}" data-product_sku="${ escapeHtml( product.slug ) }"${
		product.type === 'variable'
			? ''
			: ` aria-label="Add to cart: &ldquo;${ escapeHtml(
					product.name
				) }&rdquo;"`
	} value="${
		product.id
	}" data-wp-class--disabled="woocommerce/add-to-cart-with-options::!state.isFormValid">
		<span data-wp-text="state.addToCartText" data-wp-class--wc-block-slide-in="state.slideInAnimation" data-wp-class--wc-block-slide-out="state.slideOutAnimation" data-wp-on--animationend="actions.handleAnimationEnd" data-wp-watch="callbacks.startAnimation" data-wp-run="callbacks.syncTempQuantityOnLoad" data-wp-on--click="actions.handlePressedState">Add to cart</span>
	</button>
</div>`;
}

/** One attribute's name and pills (`VariationSelectorAttribute*`). */
function attributeRow( name: string, values: string[], index: number ) {
	const id = `wc_product_attribute_${ index }`;
	const slug = attributeKey( name );
	const terms = values.map( ( value ) => ( {
		value,
		label: value,
		isSelected: false,
	} ) );
	const pills = terms
		.map(
			( term ) =>
				`<label class="wc-block-add-to-cart-with-options-variation-selector-attribute-options__pill"><input type="radio" class="wc-block-add-to-cart-with-options-variation-selector-attribute-options__pill-input" name="${ slug }" value="${ escapeHtml(
					term.value
				) }" data-wp-bind--checked="state.isPillSelected" data-wp-bind--disabled="state.isPillDisabled" data-wp-watch="callbacks.watchSelected" data-wp-on--click="actions.toggleSelected" data-wp-on--keydown="actions.handleKeyDown" data-wp-context="${ json(
					{ option: term }
				) }" data-wp-bind--aria-checked="state.isPillSelected" data-wp-bind--tabindex="state.pillTabIndex"/>${ escapeHtml(
					term.label
				) }</label>`
		)
		.join( '' );
	return `<div class="wp-block-woocommerce-add-to-cart-with-options-variation-selector-attribute" role="listitem">
		<div class="wp-block-group is-vertical is-nowrap is-layout-flex" style="margin-top: 1rem; margin-bottom: 1rem">
			<label class="wp-block-woocommerce-add-to-cart-with-options-variation-selector-attribute-name" for="${ id }" id="${ id }_label">${ escapeHtml(
				name
			) }</label>
			<div data-wp-interactive="woocommerce/add-to-cart-with-options" class="wp-block-woocommerce-add-to-cart-with-options-variation-selector-attribute-options"><div class="wc-block-add-to-cart-with-options-variation-selector-attribute-options__pills" role="radiogroup" id="${ id }" aria-labelledby="${ id }_label" data-wp-interactive="woocommerce/add-to-cart-with-options-variation-selector-attribute-options__pills" data-wp-context="${ json(
				{
					name: slug,
					options: terms,
					selectedValue: null,
					focused: '',
				}
			) }" data-wp-init="callbacks.setDefaultSelectedAttribute">${ pills }</div></div>
		</div>
	</div>`;
}

export interface BlockVariation {
	variation_id: number;
	attributes: Record< string, string >;
	price_html: string;
}

/**
 * The Add to Cart + Options block for a simple or variable product.
 * `hooksBefore` is what extensions printed into the form's hooks (turning
 * it into a legacy form).
 */
export function addToCartWithOptionsBlock(
	product: Product,
	variations: BlockVariation[],
	hooksBefore: string
): string {
	const variable = product.type === 'variable';
	const context = {
		productId: product.id,
		productType: product.type,
		quantity: { [ product.id ]: 1 },
		...( variable
			? { selectedAttributes: [], availableVariations: variations }
			: {} ),
	};
	const legacy = !! hooksBefore;
	const form = legacy
		? `action="/product/${ product.slug }/" method="post" enctype="multipart/form-data"`
		: 'data-wp-on--submit="actions.handleSubmit"';
	const quantity = `<div class="wp-block-add-to-cart-with-options-quantity-selector wc-block-add-to-cart-with-options__quantity-selector" data-wp-interactive="woocommerce/add-to-cart-with-options">${ withSteppers(
		quantityInput( product, true ),
		product,
		[ 'actions.decreaseQuantity', 'actions.increaseQuantity' ]
	).replace(
		'name="quantity"',
		'name="quantity" data-wp-on--input="actions.handleQuantityInputChange"'
	) }</div>`;
	const selector = variable
		? `<div class="wp-block-woocommerce-add-to-cart-with-options-variation-selector" role="list">${ Object.entries(
				product.attributes || {}
			)
				.map( ( [ name, values ], index ) =>
					attributeRow(
						name,
						// A value no available variation has is left out.
						values.filter( ( value ) =>
							variations.some( ( variation ) =>
								[ value, '' ].includes(
									variation.attributes[ attributeKey( name ) ]
								)
							)
						),
						index + 1
					)
				)
				.join( '' ) }</div>`
		: '';
	const hidden = variable
		? `<div class="single_variation_wrap">
					<input type="hidden" name="add-to-cart" value="${ product.id }" />
					<input type="hidden" name="product_id" value="${ product.id }" />
					<input type="hidden"
						name="variation_id"
						data-wp-bind--value="state.variationId"
					/>
				</div>`
		: `<input type="hidden" name="add-to-cart" value="${ product.id }" />`;
	const formHtml = `<form data-wp-interactive="woocommerce/add-to-cart-with-options" class="wp-block-add-to-cart-with-options wc-block-add-to-cart-with-options${
		legacy ? ' cart' : ''
	}${ variable ? ' is-invalid' : '' }" style="" data-wp-class--is-invalid="!state.isFormValid" data-wp-watch="callbacks.setProductData" data-wp-context='${ hexJson(
		context
	) }' ${ form }>${ hooksBefore }${ selector }<div class="wp-block-group is-nowrap is-layout-flex">${ quantity }${ productButton(
		product,
		! variable
	) }</div>${ hidden }</form>`;
	if ( legacy ) {
		return formHtml;
	}
	return `<div data-wp-interactive="woocommerce/store-notices" class="wc-block-components-notices alignwide" data-wp-context='${ hexJson(
		{ notices: [] }
	) }'>${ formHtml }</div>`;
}
