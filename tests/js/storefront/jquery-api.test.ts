/**
 * WooCommerce's jQuery plugins, with WordPress's jQuery on the page, keep
 * WooCommerce's signatures and effects (add-to-cart-variation.js and
 * single-product.js, woocommerce 10.0.2) and drive our code: a theme's
 * quick view loads a variable product's markup and calls
 * `$( form ).wc_variation_form()`, and the form comes alive.
 */
import startJQueryApi from '../../../assets/js/storefront/jquery-api';

const jQuery = require( 'jquery' );

const VARIATIONS = [
	{
		variation_id: 7,
		attributes: { attribute_color: 'Red' },
		is_in_stock: true,
		is_purchasable: true,
		variation_is_visible: true,
		image: { src: 'red.svg', full_src: 'red-full.svg' },
	},
];

const QUICK_VIEW = `<div class="quick-view"><div class="product">
<div class="woocommerce-product-gallery images">
<div class="woocommerce-product-gallery__image" data-thumb="main-thumb.svg"><a href="main-full.svg"><img class="wp-post-image" src="main.svg" alt="Hoodie"></a></div>
<div class="woocommerce-product-gallery__image" data-thumb="back-thumb.svg"><a href="back.svg"><img src="back.svg" alt=""></a></div>
</div>
<form class="variations_form cart" data-product_variations='${ JSON.stringify(
	VARIATIONS
) }'><table class="variations"><tbody><tr><td><select name="attribute_color" data-attribute_name="attribute_color"><option value="">Choose</option><option>Red</option></select></td></tr></tbody></table>
<div class="single_variation"></div><div class="woocommerce-variation-add-to-cart"><button class="single_add_to_cart_button">Add to cart</button><input name="variation_id" class="variation_id" value=""></div></form></div></div>`;

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeAll( () => {
	( window as unknown as { jQuery: unknown } ).jQuery = jQuery;
	startJQueryApi( jQuery );
} );

afterAll( () => {
	delete ( window as unknown as { jQuery?: unknown } ).jQuery;
} );

beforeEach( () => {
	document.body.innerHTML = '';
} );

describe( 'A quick view’s variation form comes alive with $.fn.wc_variation_form', () => {
	it( 'returns the collection; a choice made with jQuery (a swatch plugin’s) finds the variation', async () => {
		document.body.innerHTML = QUICK_VIEW;
		const $form = jQuery( '.quick-view .variations_form' );
		expect( $form.wc_variation_form() ).toBe( $form );
		const button = document.querySelector(
			'.single_add_to_cart_button'
		) as HTMLElement;
		expect( button.classList ).toContain( 'wc-variation-selection-needed' );
		jQuery( 'select', $form ).val( 'Red' ).trigger( 'change' );
		await settle();
		expect( jQuery( 'input.variation_id', $form ).val() ).toBe( '7' );
		expect( button.classList ).not.toContain( 'disabled' );
	} );

	it( 'set up twice (a theme calling it again): each change is handled once', async () => {
		document.body.innerHTML = QUICK_VIEW;
		const $form = jQuery( '.variations_form' );
		$form.wc_variation_form();
		$form.wc_variation_form();
		const changed = jest.fn();
		$form.on( 'woocommerce_variation_has_changed', changed );
		jQuery( 'select', $form ).val( 'Red' ).trigger( 'change' );
		await settle();
		expect( changed ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( '$.fn.wc_product_gallery', () => {
	it( 'builds the gallery’s thumbnails, once however often it is called, and returns the collection', () => {
		document.body.innerHTML = QUICK_VIEW;
		const $gallery = jQuery( '.woocommerce-product-gallery' );
		expect( $gallery.wc_product_gallery() ).toBe( $gallery );
		$gallery.wc_product_gallery();
		expect( $gallery.find( '.flex-control-thumbs li' ) ).toHaveLength( 2 );
	} );
} );

describe( '$.fn.wc_variations_image_update and wc_variations_image_reset', () => {
	it( 'a variation’s picture in the first slide, the product’s back with false or a reset', () => {
		document.body.innerHTML = QUICK_VIEW;
		const $form = jQuery( '.variations_form' );
		const picture = document.querySelector( '.wp-post-image' )!;
		$form.wc_variations_image_update( VARIATIONS[ 0 ] );
		expect( picture.getAttribute( 'src' ) ).toBe( 'red.svg' );
		expect( picture.closest( 'a' )!.getAttribute( 'href' ) ).toBe(
			'red-full.svg'
		);
		$form.wc_variations_image_update( false );
		expect( picture.getAttribute( 'src' ) ).toBe( 'main.svg' );
		$form.wc_variations_image_update( VARIATIONS[ 0 ] );
		$form.wc_variations_image_reset();
		expect( picture.getAttribute( 'src' ) ).toBe( 'main.svg' );
	} );
} );

describe( 'Text and attributes kept for a reset, as WooCommerce keeps them', () => {
	it( 'wc_set_content keeps the first text in data-o_content; wc_reset_content puts it back', () => {
		document.body.innerHTML = '<span class="sku">hoodie</span>';
		const $sku = jQuery( '.sku' );
		$sku.wc_reset_content();
		expect( $sku.text() ).toBe( 'hoodie' );
		$sku.wc_set_content( 'hoodie-red' );
		$sku.wc_set_content( 'hoodie-blue' );
		expect( $sku.text() ).toBe( 'hoodie-blue' );
		expect( $sku.attr( 'data-o_content' ) ).toBe( 'hoodie' );
		$sku.wc_reset_content();
		expect( $sku.text() ).toBe( 'hoodie' );
	} );

	it( 'wc_set_variation_attr keeps the first value in data-o_<name> (empty when there was none), false removes; wc_reset_variation_attr puts it back', () => {
		document.body.innerHTML = '<img src="main.svg">';
		const $img = jQuery( 'img' );
		$img.wc_set_variation_attr( 'src', 'red.svg' );
		$img.wc_set_variation_attr( 'srcset', false );
		$img.wc_set_variation_attr( 'title', 'Red' );
		expect( $img.attr( 'src' ) ).toBe( 'red.svg' );
		expect( $img.attr( 'data-o_src' ) ).toBe( 'main.svg' );
		expect( $img.attr( 'srcset' ) ).toBeUndefined();
		expect( $img.attr( 'data-o_title' ) ).toBe( '' );
		$img.wc_reset_variation_attr( 'src' );
		$img.wc_reset_variation_attr( 'title' );
		$img.wc_reset_variation_attr( 'alt' );
		expect( $img.attr( 'src' ) ).toBe( 'main.svg' );
		expect( $img.attr( 'title' ) ).toBe( '' );
		expect( $img.attr( 'alt' ) ).toBeUndefined();
	} );
} );
