/**
 * The product's main picture follows the chosen variation, as WooCommerce's
 * `wc_variations_image_update` does: a variation with a picture of its own
 * shows it in the gallery's first slide (the picture, its link, its
 * thumbnail), and the gallery goes back to that slide; any other choice, or
 * none, puts the product's own picture back.
 */

/** The `image` of a variation in `data-product_variations`. */
export interface VariationImage {
	src?: string;
	srcset?: string;
	sizes?: string;
	alt?: string;
	title?: string;
	full_src?: string;
	gallery_thumbnail_src?: string;
}

const IMAGE_ATTRIBUTES = [ 'src', 'srcset', 'sizes', 'alt', 'title' ] as const;

/** Sets or removes an attribute, remembering what the page printed first. */
function swap(
	element: Element | null,
	attribute: string,
	value: unknown,
	printed: Map< string, string | null >
): void {
	if ( ! element ) {
		return;
	}
	const key = `${ element.tagName }:${ attribute }`;
	if ( ! printed.has( key ) ) {
		printed.set( key, element.getAttribute( attribute ) );
	}
	// The variations come from the page's JSON: only text is set.
	const next = typeof value === 'string' ? value : printed.get( key );
	// Writing the same picture again would make the browser load it again.
	if ( ( next || null ) === element.getAttribute( attribute ) ) {
		return;
	}
	if ( ! next ) {
		element.removeAttribute( attribute );
	} else {
		element.setAttribute( attribute, next );
	}
}

/** The updater for one variations form's product; null when it has no gallery. */
export function variationImageUpdater(
	form: HTMLFormElement
): ( ( image: VariationImage | null ) => void ) | null {
	const gallery = form
		.closest( '.product' )
		?.querySelector< HTMLElement >( '.images' );
	const slide = gallery?.querySelector< HTMLElement >(
		'.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder'
	);
	const picture = slide?.querySelector( '.wp-post-image' ) ?? null;
	if ( ! gallery || ! slide || ! picture ) {
		return null;
	}
	const link = slide.querySelector( 'a' );
	const printed = new Map< string, string | null >();
	return ( image ) => {
		// A variation without a picture of its own shows the product's.
		const own =
			image && typeof image.src === 'string' && image.src ? image : null;
		// Nothing swapped yet: the product's own picture is already shown.
		if ( ! own && printed.size === 0 ) {
			return;
		}
		for ( const attribute of IMAGE_ATTRIBUTES ) {
			swap( picture, attribute, own?.[ attribute ], printed );
		}
		swap( link, 'href', own?.full_src ?? own?.src, printed );
		swap(
			slide,
			'data-thumb',
			own?.gallery_thumbnail_src ?? own?.src,
			printed
		);
		const firstThumb = gallery.querySelector(
			'.flex-control-thumbs li:first-child'
		);
		swap(
			firstThumb?.querySelector( 'img' ) ?? null,
			'src',
			own?.gallery_thumbnail_src ?? own?.src,
			printed
		);
		// The gallery shows the slide that changed.
		if ( slide.hidden ) {
			firstThumb?.querySelector( 'button' )?.click();
		}
	};
}
