/**
 * A variable product's form as WooCommerce's `variable.php` prints it: one
 * select per attribute, the variations as `data-product_variations`, the
 * `.single_variation` place the variation template fills, and the button
 * row. What each variation carries besides its price is here too.
 *
 * Follows: woocommerce templates/single-product/add-to-cart/variable.php.
 */
import { escapeHtml } from '../../http/respond';
import type { Product, Variation } from '../includes/catalogue';
import { variationImage } from './product-images';

export const attributeKey = ( name: string ) =>
	`attribute_${ name.toLowerCase() }`;

/**
 * The variations the page lists: a disabled one only where the shop shows
 * invisible variations (WooCommerce's `woocommerce_hide_invisible_variations`).
 */
export function listedVariations(
	product: Product,
	hideInvisible: boolean
): Variation[] {
	return ( product.variations || [] ).filter(
		( variation ) => ! ( hideInvisible && variation.hidden )
	);
}

/** A variation's `image`, in WooCommerce's shape; {} when it has none. */
function variationImageData(
	product: Product,
	attributes: Record< string, string >
) {
	const src = variationImage( product.slug, attributes );
	if ( ! src ) {
		return {};
	}
	const alt = `${ product.name } – ${ Object.values( attributes ).join(
		', '
	) }`;
	return {
		title: product.name,
		alt,
		src,
		srcset: '',
		sizes: '',
		full_src: src,
		gallery_thumbnail_src: src,
		src_w: 600,
		src_h: 520,
	};
}

/** A variation's fields in `data-product_variations`, but its price. */
export function variationFields( product: Product, variation: Variation ) {
	return {
		variation_id: variation.id,
		attributes: Object.fromEntries(
			Object.entries( variation.attributes ).map( ( [ name, value ] ) => [
				attributeKey( name ),
				value,
			] )
		),
		availability_html: variation.available
			? '<p class="stock in-stock">In stock</p>'
			: '<p class="stock out-of-stock">Out of stock</p>',
		// WooCommerce runs the description through wc_format_content.
		variation_description: variation.description
			? `<p>${ variation.description }</p>\n`
			: '',
		is_in_stock: variation.available,
		// A disabled variation is neither visible nor purchasable.
		is_purchasable: ! variation.hidden,
		variation_is_active: true,
		variation_is_visible: ! variation.hidden,
		min_qty: 1,
		max_qty: '',
		sku: `${ product.slug }-${ variation.id }`,
		image: variationImageData( product, variation.attributes ),
	};
}

function attributeRows( product: Product ): string {
	return Object.entries( product.attributes || {} )
		.map( ( [ name, values ] ) => {
			const id = name.toLowerCase();
			return `<tr><th class="label"><label for="${ id }">${ escapeHtml(
				name
			) }</label></th><td class="value"><select id="${ id }" name="${ attributeKey(
				name
			) }" data-attribute_name="${ attributeKey(
				name
			) }"><option value="">Choose an option</option>${ values
				.map(
					( value ) =>
						`<option value="${ escapeHtml(
							value
						) }">${ escapeHtml( value ) }</option>`
				)
				.join( '' ) }</select></td></tr>`;
		} )
		.join( '' );
}

export function variationsFormHtml(
	product: Product,
	variations: unknown[],
	quantityField: string
): string {
	return `<form class="variations_form cart" action="/product/${
		product.slug
	}/" method="post" data-product_id="${
		product.id
	}" data-product_variations="${ escapeHtml(
		JSON.stringify( variations )
	) }"><table class="variations" role="presentation"><tbody>${ attributeRows(
		product
	) }</tbody></table><p><a class="reset_variations" href="#" hidden>Clear</a></p>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">${ quantityField }<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button><input type="hidden" name="add-to-cart" value="${
		product.id
	}"><input type="hidden" name="product_id" value="${
		product.id
	}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`;
}
