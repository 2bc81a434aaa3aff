/**
 * The chosen variation shows through the page's variation template, as
 * WooCommerce's add-to-cart-variation does with wp.template: a theme's
 * override renders, the description shows, an unavailable (invisible)
 * variation shows its own template; where the page prints none,
 * WooCommerce's default markup; a template with `<# #>` logic falls back to
 * that markup with one console warning. Events keep WooCommerce's order.
 */

const VARIATIONS = [
	{
		variation_id: 1,
		attributes: { attribute_color: 'Red' },
		is_in_stock: true,
		is_purchasable: true,
		variation_is_visible: true,
		sku: 'hoodie-red',
		variation_description: '<p>Red, <strong>brushed</strong>.</p>\n',
		price_html: '<span class="price">€47.00</span>',
		availability_html: '<p class="stock in-stock">In stock</p>',
	},
	{
		variation_id: 2,
		attributes: { attribute_color: 'Green' },
		is_in_stock: true,
		is_purchasable: false,
		variation_is_visible: false,
		price_html: '<span class="price">€45.00</span>',
		availability_html: '',
	},
];

const WOOCOMMERCE_TEMPLATES = `<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p>Sorry, this product is unavailable. Please choose a different combination.</p>
</script>`;

const THEME_TEMPLATES = `<script type="text/template" id="tmpl-variation-template">
	<div class="theme-variation"><p class="sku">SKU {{ data.variation.sku }}</p>{{{ data.variation.variation_description }}}<p class="source">{{ data.variation.variation_description }}</p>/*<![CDATA[*/<span class="price-box">{{{ data.variation.price_html }}}</span>/*]]>*/</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p class="theme-unavailable">This colour is not made any more.</p>
</script>`;

const LOGIC_TEMPLATE = `<script type="text/template" id="tmpl-variation-template">
	<# if ( data.variation.variation_description ) { #><div class="theme">{{{ data.variation.variation_description }}}</div><# } #>
</script>`;

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/** A fresh page and a fresh module (its warning is once per page). */
async function renderProduct( templates: string ) {
	jest.resetModules();
	document.body.innerHTML = `<div class="product"><form class="variations_form cart" data-product_variations='${ JSON.stringify(
		VARIATIONS
	) }'><table class="variations"><tbody><tr><td><select name="attribute_color" data-attribute_name="attribute_color"><option value="">Choose</option><option>Red</option><option>Green</option></select></td></tr></tbody></table>
<div class="single_variation"></div><div class="woocommerce-variation-add-to-cart"><button class="single_add_to_cart_button">Add to cart</button><input name="variation_id" value=""></div></form></div>${ templates }`;
	const { initVariationForms } =
		await import( '../../../../assets/js/storefront/variations/variation-form' );
	initVariationForms();
	await settle();
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const single = document.querySelector( '.single_variation' ) as HTMLElement;
	const seen: string[] = [];
	for ( const name of [
		'found_variation',
		'show_variation',
		'hide_variation',
		'woocommerce_variation_has_changed',
	] ) {
		form.addEventListener( name, () => seen.push( name ) );
	}
	const choose = async ( value: string ) => {
		const select = form.querySelector( 'select' ) as HTMLSelectElement;
		select.value = value;
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await settle();
	};
	return { form, single, seen, choose };
}

describe( "The page's variation template shows the chosen variation", () => {
	it( "WooCommerce's template: description, price and availability in their wrappers", async () => {
		const { single, choose } = await renderProduct( WOOCOMMERCE_TEMPLATES );
		await choose( 'Red' );
		expect(
			single.querySelector( '.woocommerce-variation-description' )
				?.innerHTML
		).toBe( '<p>Red, <strong>brushed</strong>.</p>\n' );
		expect(
			single.querySelector( '.woocommerce-variation-price' )?.textContent
		).toBe( '€47.00' );
		expect(
			single.querySelector( '.woocommerce-variation-availability' )
				?.textContent
		).toBe( 'In stock' );
	} );

	it( "a theme's override renders: {{ }} escaped, {{{ }}} as markup, CDATA markers dropped", async () => {
		const { single, choose } = await renderProduct( THEME_TEMPLATES );
		await choose( 'Red' );
		const theme = single.querySelector( '.theme-variation' );
		expect( theme ).not.toBeNull();
		expect(
			single.querySelector( '.woocommerce-variation-price' )
		).toBeNull();
		expect( theme?.querySelector( '.sku' )?.textContent ).toBe(
			'SKU hoodie-red'
		);
		// {{{ }}}: the description's own markup.
		expect( theme?.querySelector( 'strong' )?.textContent ).toBe(
			'brushed'
		);
		// {{ }}: the same description, its tags shown as text.
		expect( theme?.querySelector( '.source' )?.textContent ).toBe(
			'<p>Red, <strong>brushed</strong>.</p>\n'
		);
		expect( theme?.querySelector( '.price-box' )?.textContent ).toBe(
			'€47.00'
		);
		expect( theme?.textContent ).not.toContain( 'CDATA' );
	} );

	it( "an unavailable variation shows the page's unavailable template, and the button says so", async () => {
		const { single, choose } = await renderProduct( THEME_TEMPLATES );
		await choose( 'Green' );
		expect(
			single.querySelector( '.theme-unavailable' )?.textContent
		).toBe( 'This colour is not made any more.' );
		expect( single.textContent ).not.toContain( '€45.00' );
		expect(
			document.querySelector( '.single_add_to_cart_button' )?.className
		).toMatch( /\bdisabled\b.*\bwc-variation-is-unavailable\b/ );
	} );

	it( "no template on the page: WooCommerce's default markup, and its unavailable sentence", async () => {
		const { single, choose } = await renderProduct( '' );
		await choose( 'Red' );
		expect(
			Array.from( single.children ).map( ( child ) => child.className )
		).toEqual( [
			'woocommerce-variation-description',
			'woocommerce-variation-price',
			'woocommerce-variation-availability',
		] );
		expect( single.querySelector( 'strong' )?.textContent ).toBe(
			'brushed'
		);
		await choose( 'Green' );
		expect( single.innerHTML ).toBe(
			'<p>Sorry, this product is unavailable. Please choose a different combination.</p>'
		);
	} );

	it( "a template with <# #> logic: WooCommerce's default markup, one console warning however often the shopper chooses", async () => {
		const { single, choose } = await renderProduct( LOGIC_TEMPLATE );
		await choose( 'Red' );
		await choose( '' );
		await choose( 'Red' );
		expect( single.querySelector( '.theme' ) ).toBeNull();
		expect(
			single.querySelector( '.woocommerce-variation-price' )?.textContent
		).toBe( '€47.00' );
		expect( console ).toHaveWarnedWith(
			"The page's #tmpl-variation-template runs code (<# #> or an expression), which this script does not run: WooCommerce's default markup is shown instead."
		);
		// eslint-disable-next-line no-console -- the spy jest-console installs
		expect( ( console.warn as jest.Mock ).mock.calls ).toHaveLength( 1 );
	} );
} );

describe( "WooCommerce's events around the template", () => {
	it( 'found_variation, then show_variation once the template shows, then woocommerce_variation_has_changed', async () => {
		const { single, seen, choose } = await renderProduct(
			WOOCOMMERCE_TEMPLATES
		);
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		let priceAtShow: string | null | undefined;
		form.addEventListener( 'show_variation', () => {
			priceAtShow = single.querySelector(
				'.woocommerce-variation-price'
			)?.textContent;
		} );
		await choose( 'Red' );
		expect( seen ).toEqual( [
			'found_variation',
			'show_variation',
			'woocommerce_variation_has_changed',
		] );
		expect( priceAtShow ).toBe( '€47.00' );
		seen.length = 0;
		await choose( '' );
		expect( seen ).toEqual( [
			'hide_variation',
			'woocommerce_variation_has_changed',
		] );
		expect( single.innerHTML ).toBe( '' );
	} );

	it( 'a choice made while an earlier one is still showing: only the latest shows', async () => {
		const { single, seen, form } = await renderProduct(
			WOOCOMMERCE_TEMPLATES
		);
		const select = form.querySelector( 'select' ) as HTMLSelectElement;
		select.value = 'Red';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		select.value = '';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await settle();
		expect( single.innerHTML ).toBe( '' );
		expect( seen ).not.toContain( 'show_variation' );
	} );
} );
