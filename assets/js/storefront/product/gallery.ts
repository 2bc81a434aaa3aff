/**
 * The product gallery: one picture at a time, switched from a row of
 * thumbnails built from each picture's `data-thumb` (as WooCommerce's
 * slider builds its thumbnail navigation). As WooCommerce's single-product
 * script does, each gallery on the page is announced to other scripts
 * (`wc-product-gallery-before-init` and `-after-init`, with the gallery and
 * `wc_single_product_params`), and `woocommerce_gallery_reset_slide_position`
 * (the variation form's, when the picture changes) shows the first slide.
 * `$.fn.wc_product_gallery` (../jquery-api.ts) sets up a gallery a theme
 * loaded later.
 */
import { __, sprintf } from '@wordpress/i18n';
import { emit, listen } from '../../core/dom/jquery-bridge';

export function setUpGallery( gallery: HTMLElement ): void {
	gallery.style.opacity = '1';
	// Set up again (a theme's second call): the thumbnails are built anew.
	gallery.querySelector( ':scope > .flex-control-thumbs' )?.remove();
	const images = Array.from(
		gallery.querySelectorAll< HTMLElement >(
			'.woocommerce-product-gallery__image'
		)
	);
	if ( images.length < 2 ) {
		return;
	}
	const thumbs = document.createElement( 'ol' );
	thumbs.className = 'flex-control-nav flex-control-thumbs';
	const buttons = images.map( ( image, index ) => {
		const item = document.createElement( 'li' );
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.setAttribute(
			'aria-label',
			sprintf(
				/* translators: 1: picture number, 2: number of pictures */
				__( 'Show image %1$d of %2$d', 'woocommerce-gateway-stripe' ),
				index + 1,
				images.length
			)
		);
		const thumb = document.createElement( 'img' );
		thumb.src = image.getAttribute( 'data-thumb' ) || '';
		thumb.alt = '';
		button.appendChild( thumb );
		item.appendChild( button );
		thumbs.appendChild( item );
		button.addEventListener( 'click', () => show( index ) );
		return button;
	} );
	const show = ( shown: number ) => {
		images.forEach( ( image, index ) => {
			image.hidden = index !== shown;
		} );
		buttons.forEach( ( button, index ) =>
			button.setAttribute( 'aria-pressed', String( index === shown ) )
		);
	};
	gallery.appendChild( thumbs );
	show( 0 );
	listen( gallery, 'woocommerce_gallery_reset_slide_position', () =>
		show( 0 )
	);
}

export function initProductGallery(): void {
	const params = ( window as { wc_single_product_params?: unknown } )
		.wc_single_product_params;
	document
		.querySelectorAll< HTMLElement >( '.woocommerce-product-gallery' )
		.forEach( ( gallery ) => {
			// With the gallery element itself, as WooCommerce passes it.
			emit(
				gallery,
				'wc-product-gallery-before-init',
				[ gallery, params ],
				true
			);
			setUpGallery( gallery );
			emit(
				gallery,
				'wc-product-gallery-after-init',
				[ gallery, params ],
				true
			);
		} );
}
