/**
 * The variation form fires WooCommerce's events where add-to-cart-variation.js
 * (woocommerce 10.0.2) fires them: `woocommerce_update_variation_values` on
 * every check, `reset_data` and `reset_image` whenever no variation is
 * found (a choice undone or incomplete included), and, on the gallery
 * (`.images`), `woocommerce_gallery_reset_slide_position` when the picture
 * changes and `woocommerce_gallery_init_zoom` after every picture update.
 * Our gallery goes back to its first slide on the former.
 */
import { initVariationForms } from '../../../../assets/js/storefront/variations/variation-form';
import { initProductGallery } from '../../../../assets/js/storefront/product/gallery';
import { variableProductHtml } from '../../fixtures/variable-product';

const VARIATIONS = [
	{
		variation_id: 1,
		attributes: { attribute_color: 'Red', attribute_size: '' },
		is_in_stock: true,
		is_purchasable: true,
		variation_is_visible: true,
		image_id: 31,
		image: { src: 'red.svg', gallery_thumbnail_src: 'red-thumb.svg' },
	},
	{
		variation_id: 2,
		attributes: { attribute_color: 'Blue', attribute_size: '' },
		is_in_stock: true,
		is_purchasable: true,
		variation_is_visible: true,
		image_id: 31,
		image: { src: 'red.svg' },
	},
];

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function renderProduct() {
	document.body.innerHTML = variableProductHtml( VARIATIONS, {
		attribute_color: [ 'Red', 'Blue' ],
		attribute_size: [ 'S', 'M' ],
	} );
	initProductGallery();
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const gallery = document.querySelector( '.images' ) as HTMLElement;
	const seen: string[] = [];
	for ( const name of [
		'woocommerce_update_variation_values',
		'found_variation',
		'reset_data',
		'reset_image',
		'hide_variation',
	] ) {
		form.addEventListener( name, () => seen.push( name ) );
	}
	for ( const name of [
		'woocommerce_gallery_reset_slide_position',
		'woocommerce_gallery_init_zoom',
	] ) {
		gallery.addEventListener( name, () => seen.push( name ) );
	}
	initVariationForms();
	const choose = async ( name: string, value: string ) => {
		const select = form.querySelector(
			`select[name="${ name }"]`
		) as HTMLSelectElement;
		select.value = value;
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await settle();
	};
	/** The events one choice fires, and none fired before it. */
	const firedBy = async ( name: string, value: string ) => {
		seen.length = 0;
		await choose( name, value );
		return [ ...seen ];
	};
	return { form, gallery, seen, choose, firedBy };
}

describe( 'The variation form’s events, where WooCommerce fires them', () => {
	it( 'as the form starts with nothing chosen: the values are checked, the data reset, the picture reset and the gallery told', () => {
		const { seen } = renderProduct();
		expect( seen ).toEqual( [
			'woocommerce_update_variation_values',
			'reset_data',
			'reset_image',
			'woocommerce_gallery_reset_slide_position',
			'woocommerce_gallery_init_zoom',
			'hide_variation',
		] );
	} );

	it( 'an incomplete choice resets (WooCommerce resets on every check without a match)', async () => {
		const { firedBy } = renderProduct();
		expect( await firedBy( 'attribute_color', 'Blue' ) ).toEqual( [
			'woocommerce_update_variation_values',
			'reset_data',
			'reset_image',
			'woocommerce_gallery_init_zoom',
			'hide_variation',
		] );
	} );

	it( 'a variation found: values checked first, the picture changed (the gallery back to its first slide), then found_variation', async () => {
		const { choose, firedBy, gallery } = renderProduct();
		const slides = gallery.querySelectorAll< HTMLElement >(
			'.woocommerce-product-gallery__image'
		);
		// The shopper looks at the second picture.
		gallery.querySelectorAll( 'button' )[ 1 ].click();
		expect( slides[ 0 ].hidden ).toBe( true );
		await choose( 'attribute_color', 'Red' );
		expect( await firedBy( 'attribute_size', 'M' ) ).toEqual( [
			'woocommerce_update_variation_values',
			'woocommerce_gallery_reset_slide_position',
			'woocommerce_gallery_init_zoom',
			'found_variation',
		] );
		expect( slides[ 0 ].hidden ).toBe( false );
		expect( slides[ 1 ].hidden ).toBe( true );
	} );

	it( 'another variation with the same picture leaves the slide where it is', async () => {
		const { choose, firedBy } = renderProduct();
		await choose( 'attribute_color', 'Red' );
		await choose( 'attribute_size', 'M' );
		expect( await firedBy( 'attribute_color', 'Blue' ) ).toEqual( [
			'woocommerce_update_variation_values',
			'woocommerce_gallery_init_zoom',
			'found_variation',
		] );
	} );
} );
