/**
 * WooCommerce's jQuery plugins, with WordPress's jQuery on the page, keep
 * WooCommerce's signatures and effects (add-to-cart-variation.js and
 * single-product.js, woocommerce 10.0.2) and drive our code: a theme's
 * quick view loads a variable product's markup and calls
 * `$( form ).wc_variation_form()`, and the form comes alive. The form,
 * gallery and picture code is fetched on a plugin's first call: each call
 * takes effect once it is there, in the order of the calls.
 */
import startJQueryApi from '../../../assets/js/storefront/jquery-api';
import { variableProductHtml } from '../fixtures/variable-product';

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

const QUICK_VIEW = `<div class="quick-view">${ variableProductHtml(
	VARIATIONS,
	{
		attribute_color: [ 'Red' ],
	}
) }</div>`;

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
		await settle();
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
		await settle();
		const changed = jest.fn();
		$form.on( 'woocommerce_variation_has_changed', changed );
		jQuery( 'select', $form ).val( 'Red' ).trigger( 'change' );
		await settle();
		expect( changed ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( '$.fn.wc_product_gallery', () => {
	it( 'builds the gallery’s thumbnails, once however often it is called, and returns the collection', async () => {
		document.body.innerHTML = QUICK_VIEW;
		const $gallery = jQuery( '.woocommerce-product-gallery' );
		expect( $gallery.wc_product_gallery() ).toBe( $gallery );
		$gallery.wc_product_gallery();
		await settle();
		expect( $gallery.find( '.flex-control-thumbs li' ) ).toHaveLength( 2 );
	} );
} );

describe( '$.fn.wc_variations_image_update and wc_variations_image_reset', () => {
	it( 'a variation’s picture in the first slide, the product’s back with false or a reset', async () => {
		document.body.innerHTML = QUICK_VIEW;
		const $form = jQuery( '.variations_form' );
		const picture = document.querySelector( '.wp-post-image' )!;
		$form.wc_variations_image_update( VARIATIONS[ 0 ] );
		await settle();
		expect( picture.getAttribute( 'src' ) ).toBe( 'red.svg' );
		expect( picture.closest( 'a' )!.getAttribute( 'href' ) ).toBe(
			'red-full.svg'
		);
		$form.wc_variations_image_update( false );
		await settle();
		expect( picture.getAttribute( 'src' ) ).toBe( 'main.svg' );
		// Two calls at once take effect in their order.
		$form.wc_variations_image_update( VARIATIONS[ 0 ] );
		$form.wc_variations_image_reset();
		await settle();
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
