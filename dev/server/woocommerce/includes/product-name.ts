/**
 * A product's name as `WC_Product::get_name()` gives it. A variation's is
 * the title WooCommerce writes when it saves one: the parent's, then " - "
 * and its attribute values joined by ", " ("Hoodie - Blue, S"), unless the
 * product has three attributes or more, or several of which one's
 * (sanitised) name has a hyphen, when it is the parent's alone.
 *
 * Follows: woocommerce 10.0.2
 * includes/data-stores/class-wc-product-variation-data-store-cpt.php
 * generate_product_title() (filters at their defaults),
 * includes/wc-product-functions.php wc_get_formatted_variation( $variation,
 * true, false ).
 */
import type { Product, Variation } from './catalogue';

/** sanitize_title() for an attribute's name, as far as its hyphens go. */
const attributeSlug = ( name: string ) =>
	name.trim().toLowerCase().replace( /\s+/g, '-' );

export function productName(
	product: Product,
	variation?: Variation | null
): string {
	if ( ! variation ) {
		return product.name;
	}
	const names = Object.keys( variation.attributes );
	const withAttributes =
		names.length < 3 &&
		( names.length < 2 ||
			! names.some( ( name ) => attributeSlug( name ).includes( '-' ) ) );
	const suffix = withAttributes
		? Object.values( variation.attributes ).join( ', ' )
		: '';
	return suffix ? `${ product.name } - ${ suffix }` : product.name;
}

/** The cart line's variation, by its id. */
export function lineVariation(
	product: Product,
	variationId: number | null
): Variation | undefined {
	return variationId === null
		? undefined
		: product.variations?.find( ( entry ) => entry.id === variationId );
}
