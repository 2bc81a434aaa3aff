import {
	extraFields,
	purchaseRefusal,
	quantity,
	selectedProductPayload,
	variation,
} from '../../../assets/js/express/product/product-form';

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
