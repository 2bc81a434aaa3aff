/**
 * The product page announces its gallery and tabs as WooCommerce's
 * single-product.js (woocommerce 10.0.2) does: `wc-product-gallery-before-init`
 * and `-after-init` around each gallery's set-up, with the gallery element
 * itself and `wc_single_product_params`; `init` on each tabs wrapper and on
 * the rating as the page opens, and tabs a theme loads later come alive
 * when it fires `init` on them.
 */
import { initProductGallery } from '../../../../assets/js/storefront/product/gallery';
import { initProductTabs } from '../../../../assets/js/storefront/product/tabs';

const jQuery = require( 'jquery' );

const PARAMS = { flexslider_enabled: true };

const GALLERY = `<div class="woocommerce-product-gallery images">
<div class="woocommerce-product-gallery__image" data-thumb="a.svg"><img src="a.svg" alt=""></div>
<div class="woocommerce-product-gallery__image" data-thumb="b.svg"><img src="b.svg" alt=""></div>
</div>`;

const TABS = `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs"><li class="description_tab"><a href="#tab-description">Description</a></li><li class="reviews_tab"><a href="#tab-reviews">Reviews</a></li></ul>
<div class="panel wc-tab" id="tab-description">D</div><div class="panel wc-tab" id="tab-reviews"><select id="rating"></select></div></div>`;

beforeEach( () => {
	(
		window as unknown as { wc_single_product_params: unknown }
	 ).wc_single_product_params = PARAMS;
} );

afterEach( () => {
	delete ( window as unknown as { jQuery?: unknown } ).jQuery;
	jQuery( '*' ).add( document ).off();
} );

describe( 'The gallery’s set-up is announced', () => {
	it( 'natively: before-init, the set-up, after-init, each with the gallery and the page’s params', () => {
		document.body.innerHTML = GALLERY;
		const gallery = document.querySelector( '.images' ) as HTMLElement;
		const seen: unknown[] = [];
		for ( const name of [
			'wc-product-gallery-before-init',
			'wc-product-gallery-after-init',
		] ) {
			gallery.addEventListener( name, ( event ) =>
				seen.push( [
					name,
					gallery.querySelectorAll( '.flex-control-thumbs li' )
						.length,
					( event as CustomEvent ).detail,
				] )
			);
		}
		initProductGallery();
		expect( seen ).toEqual( [
			[ 'wc-product-gallery-before-init', 0, [ gallery, PARAMS ] ],
			[ 'wc-product-gallery-after-init', 2, [ gallery, PARAMS ] ],
		] );
	} );

	it( 'through jQuery: the element comes as WooCommerce passes it, a plain element', () => {
		( window as unknown as { jQuery: unknown } ).jQuery = jQuery;
		document.body.innerHTML = GALLERY;
		const args: unknown[] = [];
		jQuery( document.body ).on(
			'wc-product-gallery-after-init',
			( _event: unknown, element: unknown, params: unknown ) =>
				args.push( element, params )
		);
		initProductGallery();
		expect( args ).toEqual( [
			document.querySelector( '.images' ),
			PARAMS,
		] );
	} );
} );

describe( 'The tabs’ `init`', () => {
	it( 'fires on each tabs wrapper and on the rating as the page opens, the tabs set up by then', () => {
		document.body.innerHTML = TABS;
		const seen: unknown[] = [];
		document.addEventListener( 'init', ( event ) =>
			seen.push( [
				( event.target as Element ).id ||
					( event.target as Element ).className,
				document.querySelector( '.wc-tabs' )?.getAttribute( 'role' ),
			] )
		);
		initProductTabs();
		expect( seen ).toEqual( [
			[ 'woocommerce-tabs wc-tabs-wrapper', 'tablist' ],
			[ 'rating', 'tablist' ],
		] );
	} );

	it( 'tabs a theme loads later come alive when it fires `init` on them with jQuery', () => {
		( window as unknown as { jQuery: unknown } ).jQuery = jQuery;
		document.body.innerHTML = '';
		initProductTabs();
		document.body.insertAdjacentHTML( 'beforeend', TABS );
		jQuery( '.woocommerce-tabs' ).trigger( 'init' );
		expect(
			document.querySelector( '.wc-tabs' )?.getAttribute( 'role' )
		).toBe( 'tablist' );
		expect(
			( document.getElementById( 'tab-reviews' ) as HTMLElement ).hidden
		).toBe( true );
	} );
} );
