/**
 * WooCommerce's jQuery plugins, where jQuery is on the page (the page's
 * script loads this only then): themes' quick views and page builders call
 * them after they load a product's markup, and they drive our code, with
 * WooCommerce's signatures and effects (add-to-cart-variation.js and
 * single-product.js, woocommerce 10.0.2):
 *
 * - `$( form ).wc_variation_form()`: the variation form comes alive
 *   (../variations/variation-form.ts); returns the collection.
 * - `$( gallery ).wc_product_gallery( args )`: the gallery's thumbnails
 *   (./product/gallery.ts); returns the collection.
 * - `$( form ).wc_variations_image_update( variation | false )` and
 *   `wc_variations_image_reset()`: the product's main picture.
 * - `wc_set_content( text )` / `wc_reset_content()` and
 *   `wc_set_variation_attr( name, value | false )` /
 *   `wc_reset_variation_attr( name )`: text and attributes kept in
 *   `data-o_content` and `data-o_<name>`, as WooCommerce keeps them.
 *
 * With them, changes made through jQuery reach our listeners
 * (../core/dom/jquery-relay.ts).
 *
 * The form, gallery and picture code is fetched when a plugin is first
 * called (a page that has it already, a product page, has it at once): most
 * pages never call them, and jQuery is on every page of a real store
 * (WooCommerce's own scripts bring it), so this chunk loads on every page.
 * Each call runs once its code is there, in the order of the calls.
 */
import relayJQueryEvents, { type RelayJQuery } from '../core/dom/jquery-relay';
import type { ImageOfVariation } from './variations/variation-image';

/**
 * The jQuery collection as WooCommerce's plugins use it: its methods, and
 * its elements (a collection is array-like).
 */
interface Collection extends ArrayLike< HTMLElement > {
	attr: ( ( name: string ) => string | undefined ) &
		( ( name: string, value: string ) => Collection );
	removeAttr: ( name: string ) => Collection;
	text: ( () => string ) & ( ( value: string ) => Collection );
}

type Plugin = ( this: Collection, ...args: never[] ) => unknown;

export interface PageJQuery extends RelayJQuery {
	fn: Record< string, Plugin >;
}

/** The collection's elements, handed to code fetched on the first call. */
const elementsOf = ( collection: Collection ) => Array.from( collection );

function updateImage( this: Collection, variation?: ImageOfVariation | false ) {
	const forms = elementsOf( this );
	import( './variations/variation-image' ).then(
		( { variationImageUpdater } ) =>
			forms.forEach( ( form ) =>
				variationImageUpdater( form )?.( variation || null )
			),
		() => {}
	);
}

const PLUGINS: Record< string, Plugin > = {
	wc_variation_form() {
		const forms = elementsOf( this );
		import( './variations/variation-form' ).then(
			( { setUpVariationForm } ) =>
				forms.forEach( ( form ) =>
					setUpVariationForm( form as HTMLFormElement )
				),
			() => {}
		);
		return this;
	},
	wc_product_gallery() {
		const galleries = elementsOf( this );
		import( './product/gallery' ).then(
			( { setUpGallery } ) => galleries.forEach( setUpGallery ),
			() => {}
		);
		return this;
	},
	wc_variations_image_update: updateImage,
	wc_variations_image_reset() {
		updateImage.call( this );
	},
	wc_set_content( content: string ) {
		if ( this.attr( 'data-o_content' ) === undefined ) {
			this.attr( 'data-o_content', this.text() );
		}
		this.text( content );
	},
	wc_reset_content() {
		const original = this.attr( 'data-o_content' );
		if ( original !== undefined ) {
			this.text( original );
		}
	},
	wc_set_variation_attr( name: string, value: string | false ) {
		if ( this.attr( `data-o_${ name }` ) === undefined ) {
			this.attr( `data-o_${ name }`, this.attr( name ) || '' );
		}
		if ( value === false ) {
			this.removeAttr( name );
		} else {
			this.attr( name, value );
		}
	},
	wc_reset_variation_attr( name: string ) {
		const original = this.attr( `data-o_${ name }` );
		if ( original !== undefined ) {
			this.attr( name, original );
		}
	},
};

export default function startJQueryApi( $: PageJQuery ): void {
	relayJQueryEvents( $ );
	Object.assign( $.fn, PLUGINS );
}
