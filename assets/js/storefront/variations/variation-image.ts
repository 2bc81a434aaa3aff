/**
 * The product's main picture follows the chosen variation, as WooCommerce's
 * `wc_variations_image_update` does: a variation with a picture of its own
 * shows it in the gallery's first slide (the picture, its link, its
 * thumbnail); any other choice, or none, puts the product's own picture
 * back. Then, as WooCommerce's does, it tells the gallery (`.images`):
 * `woocommerce_gallery_reset_slide_position` when the picture changed (our
 * gallery, like WooCommerce's slider, goes back to the first slide) and
 * `woocommerce_gallery_init_zoom` (for a theme's zoom). One updater per
 * form, shared with `$.fn.wc_variations_image_update` (../jquery-api.ts).
 */
import { emit } from '../../core/dom/jquery-bridge';

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

/** What the updater reads of a variation (`data-product_variations`). */
export interface ImageOfVariation {
	image?: VariationImage;
	image_id?: unknown;
}

type Updater = ( variation: ImageOfVariation | null ) => void;

const updaters = new WeakMap< Element, Updater | null >();

/** The updater for one variations form's product; null when it has no gallery. */
export function variationImageUpdater( form: Element ): Updater | null {
	if ( ! updaters.has( form ) ) {
		updaters.set( form, makeUpdater( form ) );
	}
	return updaters.get( form )!;
}

function makeUpdater( form: Element ): Updater | null {
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
	let shown: unknown;
	return ( variation ) => {
		const image = variation?.image;
		// A variation without a picture of its own shows the product's.
		const own =
			image && typeof image.src === 'string' && image.src ? image : null;
		// WooCommerce compares picture ids; a shop that prints none, the
		// pictures themselves.
		const key = String( variation?.image_id ?? own?.src ?? '' );
		const moved = key !== shown;
		shown = key;
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
		if ( moved ) {
			emit( gallery, 'woocommerce_gallery_reset_slide_position' );
		}
		emit( gallery, 'woocommerce_gallery_init_zoom' );
	};
}
