/**
 * The product's main picture follows the chosen variation (WooCommerce's
 * wc_variations_image_update): the variation's own picture in the first
 * slide, its link and thumbnail; the product's own picture back otherwise.
 */
import { initVariationForms } from '../../../../assets/js/storefront/variations/variation-form';

const VARIATIONS = [
	{
		variation_id: 1,
		attributes: { attribute_color: 'Red' },
		is_in_stock: true,
		is_purchasable: true,
		variation_is_visible: true,
		image: {
			src: 'red.svg',
			alt: 'Hoodie – Red',
			full_src: 'red-full.svg',
			gallery_thumbnail_src: 'red-thumb.svg',
			srcset: '',
		},
	},
	{
		variation_id: 2,
		attributes: { attribute_color: 'Blue' },
		is_in_stock: true,
		is_purchasable: true,
		variation_is_visible: true,
		image: {},
	},
];

function renderProduct() {
	document.body.innerHTML = `<div class="product">
<div class="woocommerce-product-gallery images">
<div class="woocommerce-product-gallery__image" data-thumb="main-thumb.svg"><a href="main-full.svg"><img class="wp-post-image" src="main.svg" alt="Hoodie" srcset="main-2x.svg 2x"></a></div>
<div class="woocommerce-product-gallery__image" data-thumb="back-thumb.svg" hidden><a href="back.svg"><img src="back.svg" alt="Hoodie – view 2"></a></div>
</div>
<form class="variations_form cart" data-product_variations='${ JSON.stringify(
		VARIATIONS
	) }'><table class="variations"><tbody><tr><td><select name="attribute_color" data-attribute_name="attribute_color"><option value="">Choose</option><option>Red</option><option>Blue</option></select></td></tr></tbody></table>
<a class="reset_variations" href="#">Clear</a>
<div class="single_variation"></div><div class="woocommerce-variation-add-to-cart"><button class="single_add_to_cart_button">Add to cart</button><input name="variation_id" value=""></div></form></div>`;
	initVariationForms();
	const main = document.querySelector( '.wp-post-image' ) as HTMLImageElement;
	const choose = ( value: string ) => {
		const select = document.querySelector( 'select' ) as HTMLSelectElement;
		select.value = value;
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};
	return { main, choose };
}

describe( 'The main picture follows the chosen variation', () => {
	it( "a variation with its own picture shows it: the picture, its link and the slide's thumbnail", () => {
		const { main, choose } = renderProduct();
		choose( 'Red' );
		expect( main.getAttribute( 'src' ) ).toBe( 'red.svg' );
		expect( main.getAttribute( 'alt' ) ).toBe( 'Hoodie – Red' );
		// An empty srcset would let the browser keep the product's.
		expect( main.hasAttribute( 'srcset' ) ).toBe( false );
		expect( main.closest( 'a' )!.getAttribute( 'href' ) ).toBe(
			'red-full.svg'
		);
		expect(
			document
				.querySelector( '.woocommerce-product-gallery__image' )!
				.getAttribute( 'data-thumb' )
		).toBe( 'red-thumb.svg' );
	} );

	it( "a variation without a picture, a choice undone or Clear: the product's own picture again", () => {
		const { main, choose } = renderProduct();
		choose( 'Red' );
		choose( 'Blue' );
		expect( main.getAttribute( 'src' ) ).toBe( 'main.svg' );
		expect( main.getAttribute( 'srcset' ) ).toBe( 'main-2x.svg 2x' );
		choose( 'Red' );
		choose( '' );
		expect( main.getAttribute( 'src' ) ).toBe( 'main.svg' );
		choose( 'Red' );
		(
			document.querySelector( '.reset_variations' ) as HTMLElement
		 ).click();
		expect( main.getAttribute( 'src' ) ).toBe( 'main.svg' );
		expect( main.getAttribute( 'alt' ) ).toBe( 'Hoodie' );
		expect( main.closest( 'a' )!.getAttribute( 'href' ) ).toBe(
			'main-full.svg'
		);
	} );

	it( 'text only: a picture address that is not a string is ignored', () => {
		VARIATIONS[ 0 ].image = { src: 42 } as never;
		const { main, choose } = renderProduct();
		choose( 'Red' );
		expect( main.getAttribute( 'src' ) ).toBe( 'main.svg' );
	} );
} );
