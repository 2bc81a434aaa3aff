/**
 * The product gallery: one picture at a time, switched from a row of
 * thumbnails built from each picture's `data-thumb` (as WooCommerce's
 * slider builds its thumbnail navigation).
 */
import { __, sprintf } from '@wordpress/i18n';

export function initProductGallery(): void {
	document
		.querySelectorAll< HTMLElement >( '.woocommerce-product-gallery' )
		.forEach( ( gallery ) => {
			gallery.style.opacity = '1';
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
						__(
							'Show image %1$d of %2$d',
							'woocommerce-gateway-stripe'
						),
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
					button.setAttribute(
						'aria-pressed',
						String( index === shown )
					)
				);
			};
			gallery.appendChild( thumbs );
			show( 0 );
		} );
}
