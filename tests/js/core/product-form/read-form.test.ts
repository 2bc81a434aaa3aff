import {
	extraFields,
	purchaseRefusal,
	quantity,
	selectedProductPayload,
	variation,
} from '../../../../assets/js/core/product-form/read-form';

const variableForm = ( buttonClass = '', variationId = '0' ) => `
<form class="variations_form cart" data-product_id="12">
	<table class="variations"><tr>
		<th><label for="color">Color</label></th>
		<td><select id="color" name="attribute_color" data-attribute_name="attribute_color"><option value="">Choose</option><option value="Blue" selected>Blue</option></select></td>
	</tr></table>
	<div class="single_variation_wrap">
		<div class="quantity"><input type="number" class="qty" name="quantity" value="2"></div>
		<button type="submit" class="single_add_to_cart_button button ${ buttonClass }">Add to cart</button>
		<input type="hidden" name="product_id" value="12">
		<input type="hidden" name="variation_id" value="${ variationId }">
	</div>
</form>`;

describe( 'Variable product with no chosen variation disables express checkout', () => {
	it( "no variation chosen: 'Please select your product options before proceeding.'", () => {
		document.body.innerHTML = variableForm(
			'disabled wc-variation-selection-needed'
		);
		expect( purchaseRefusal() ).toBe(
			'Please select your product options before proceeding.'
		);
		document.body.innerHTML = variableForm( '', '0' );
		expect( purchaseRefusal() ).toBe(
			'Please select your product options before proceeding.'
		);
	} );

	it( "an unavailable combination: 'Sorry, this product is unavailable. Please choose a different combination.'", () => {
		document.body.innerHTML = variableForm(
			'disabled wc-variation-is-unavailable',
			'123'
		);
		expect( purchaseRefusal() ).toBe(
			'Sorry, this product is unavailable. Please choose a different combination.'
		);
	} );

	it( 'a chosen variation, or a simple product: nothing in the way', () => {
		document.body.innerHTML = variableForm( '', '121' );
		expect( purchaseRefusal() ).toBeNull();
		document.body.innerHTML =
			'<form class="cart"><button class="single_add_to_cart_button" value="11">Add</button></form>';
		expect( purchaseRefusal() ).toBeNull();
	} );
} );

describe( 'What the form says about the purchase', () => {
	it( 'quantity, attributes by their label, and the selected product data request', () => {
		document.body.innerHTML = variableForm( '', '121' );
		expect( quantity() ).toBe( 2 );
		expect( variation() ).toEqual( [
			{ attribute: 'Color', value: 'Blue' },
		] );
		expect( selectedProductPayload() ).toEqual( {
			product_id: 12,
			qty: 2,
			attributes: { attribute_color: 'Blue' },
			addon_value: 0,
			wc_deposit_option: undefined,
			wc_deposit_payment_plan: undefined,
		} );
	} );

	it( 'add-on (addon-) and extension (wc_) fields; names with [] become lists', () => {
		document.body.innerHTML = `<form class="cart">
			<input name="addon-gift-message" value="Hi">
			<input name="wc_deposit_option" value="yes">
			<input name="addon-colors[]" value="red"><input name="addon-colors[]" value="blue">
			<input name="other" value="x">
		</form>`;
		expect( extraFields() ).toEqual( {
			'addon-gift-message': 'Hi',
			wc_deposit_option: 'yes',
			'addon-colors': [ 'red', 'blue' ],
		} );
	} );

	it( 'add-on prices from #product-addons-total are summed', () => {
		document.body.innerHTML = `<div id="product-addons-total" data-price_data='[{"cost":2},{"cost":"1.5"}]'></div>
			<form class="cart"><div class="quantity"><input class="qty" value="1"></div><button class="single_add_to_cart_button" value="14"></button></form>`;
		expect( selectedProductPayload() ).toMatchObject( {
			product_id: 14,
			addon_value: 3.5,
			attributes: [],
		} );
	} );
} );

/**
 * The Add to Cart + Options block as WooCommerce 10.0.2 prints it (its
 * variation selector's pills or dropdowns, the quantity stepper, the
 * product button, the hidden fields its store binds).
 */
const blockForm = ( {
	style = 'pills',
	chosen = {} as Record< string, string >,
	variationId = '',
	buttonClass = '',
} = {} ) => {
	const attribute = ( name: string, id: string, values: string[] ) =>
		style === 'pills'
			? `<label for="${ id }" id="${ id }_label">${ name }</label>
			<div role="radiogroup" id="${ id }" aria-labelledby="${ id }_label">${ values
				.map(
					( value ) =>
						`<label><input type="radio" name="attribute_${ name.toLowerCase() }" value="${ value }"${
							chosen[ name ] === value ? ' checked' : ''
						}>${ value }</label>`
				)
				.join( '' ) }</div>`
			: `<label for="${ id }" id="${ id }_label">${ name }</label>
			<select id="${ id }" name="attribute_${ name.toLowerCase() }"><option value="">Choose an option</option>${ values
				.map(
					( value ) =>
						`<option value="${ value }"${
							chosen[ name ] === value ? ' selected' : ''
						}>${ value }</option>`
				)
				.join( '' ) }</select>`;
	return `<form data-wp-interactive="woocommerce/add-to-cart-with-options" class="wp-block-add-to-cart-with-options wc-block-add-to-cart-with-options">
		<div class="wp-block-woocommerce-add-to-cart-with-options-variation-selector">
			${ attribute( 'Color', 'wc_product_attribute_1', [ 'Red', 'Blue' ] ) }
			${ attribute( 'Size', 'wc_product_attribute_2', [ 'S', 'M' ] ) }
		</div>
		<div class="wp-block-add-to-cart-with-options-quantity-selector" data-wp-interactive="woocommerce/add-to-cart-with-options">
			<div class="quantity wc-block-components-quantity-selector">
				<button type="button" class="wc-block-components-quantity-selector__button--minus">-</button>
				<input type="number" id="quantity_1" class="input-text qty text wc-block-components-quantity-selector__input" name="quantity" value="3" min="1">
				<button type="button" class="wc-block-components-quantity-selector__button--plus">+</button>
			</div>
		</div>
		<div class="wp-block-button wc-block-components-product-button"><button type="submit" class="wp-block-button__link add_to_cart_button wc-interactive single_add_to_cart_button ${ buttonClass }" value="12"><span>Add to cart</span></button></div>
		<div class="single_variation_wrap">
			<input type="hidden" name="add-to-cart" value="12" />
			<input type="hidden" name="product_id" value="12" />
			<input type="hidden" name="variation_id" value="${ variationId }" />
		</div>
	</form>`;
};

describe( 'The Add to Cart + Options block is read from its markup', () => {
	it( 'pills: the checked radio of each attribute, by its label; the bound variation; the quantity', () => {
		document.body.innerHTML = blockForm( {
			chosen: { Color: 'Red', Size: 'M' },
			variationId: '121',
		} );
		expect( variation() ).toEqual( [
			{ attribute: 'Color', value: 'Red' },
			{ attribute: 'Size', value: 'M' },
		] );
		expect( quantity() ).toBe( 3 );
		expect( selectedProductPayload() ).toMatchObject( {
			product_id: 12,
			qty: 3,
			attributes: { attribute_color: 'Red', attribute_size: 'M' },
		} );
		expect( purchaseRefusal() ).toBeNull();
	} );

	it( 'dropdowns are read the same way', () => {
		document.body.innerHTML = blockForm( {
			style: 'dropdown',
			chosen: { Color: 'Blue', Size: 'S' },
			variationId: '122',
		} );
		expect( variation() ).toEqual( [
			{ attribute: 'Color', value: 'Blue' },
			{ attribute: 'Size', value: 'S' },
		] );
	} );

	it( 'no variation chosen yet (the store binds none, the button is disabled): the options are asked for', () => {
		document.body.innerHTML = blockForm( {
			chosen: { Color: 'Red' },
			buttonClass: 'disabled',
		} );
		expect( purchaseRefusal() ).toBe(
			'Please select your product options before proceeding.'
		);
		expect( variation() ).toEqual( [
			{ attribute: 'Color', value: 'Red' },
			{ attribute: 'Size', value: '' },
		] );
		// The store unbound the variation but has not re-drawn the button.
		document.body.innerHTML = blockForm( { variationId: '' } );
		expect( purchaseRefusal() ).toBe(
			'Please select your product options before proceeding.'
		);
	} );

	it( 'a simple product in the block: its id from the button, no attributes', () => {
		document.body.innerHTML = `<form class="wp-block-add-to-cart-with-options wc-block-add-to-cart-with-options">
			<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>
			<button type="submit" class="single_add_to_cart_button" value="11">Add to cart</button>
			<input type="hidden" name="add-to-cart" value="11" />
		</form>`;
		expect( selectedProductPayload() ).toMatchObject( {
			product_id: 11,
			qty: 1,
			attributes: [],
		} );
		expect( purchaseRefusal() ).toBeNull();
	} );
} );
