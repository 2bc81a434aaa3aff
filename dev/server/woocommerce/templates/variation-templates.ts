/**
 * The variation templates a variable product's page prints, as WooCommerce
 * does: its frontend scripts print `single-product/add-to-cart/variation.php`
 * (which a theme may override) when they hand `wc-add-to-cart-variation` its
 * settings, in the footer just before the scripts. The file holds two
 * `<script type="text/template">` blocks for `wp.template`:
 * `tmpl-variation-template` and `tmpl-unavailable-variation-template`.
 *
 * The shop's `variationTemplate` setting picks whose file is printed:
 * WooCommerce's, a theme's override, a theme's override with `<# #>` logic,
 * or none (a theme that removed them).
 *
 * Follows: woocommerce templates/single-product/add-to-cart/variation.php.
 */

const script = ( id: string, source: string ) =>
	`<script type="text/template" id="tmpl-${ id }">${ source }</script>`;

const UNAVAILABLE = script(
	'unavailable-variation-template',
	'\n\t<p>Sorry, this product is unavailable. Please choose a different combination.</p>\n'
);

/** WooCommerce's own variation.php. */
const WOOCOMMERCE = `${ script(
	'variation-template',
	`
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
`
) }
${ UNAVAILABLE }`;

/**
 * A theme's override: its own markup around the same data, the SKU and
 * the description's text printed escaped, and its own unavailable text.
 */
const THEME = `${ script(
	'variation-template',
	`
	<div class="theme-variation">
		<p class="theme-variation-sku">SKU {{ data.variation.sku }}</p>
		<div class="theme-variation-description">{{{ data.variation.variation_description }}}</div>
		<p class="theme-variation-description-source">{{ data.variation.variation_description }}</p>
		<div class="theme-variation-price">{{{ data.variation.price_html }}}</div>
	</div>
`
) }
${ script(
	'unavailable-variation-template',
	'\n\t<p class="theme-unavailable">This colour is not made any more.</p>\n'
) }`;

/** A theme's override that decides in the template, with `<# #>`. */
const THEME_LOGIC = `${ script(
	'variation-template',
	`
	<# if ( data.variation.variation_description ) { #>
		<div class="theme-variation-description">{{{ data.variation.variation_description }}}</div>
	<# } #>
	<div class="theme-variation-price">{{{ data.variation.price_html }}}</div>
`
) }
${ UNAVAILABLE }`;

const TEMPLATES: Record< string, string > = {
	woocommerce: WOOCOMMERCE,
	theme: THEME,
	'theme-logic': THEME_LOGIC,
	none: '',
};

/** The templates printed for the shop's setting (WooCommerce's by default). */
export function variationTemplates( setting: string ): string {
	return Object.prototype.hasOwnProperty.call( TEMPLATES, setting )
		? TEMPLATES[ setting ]
		: WOOCOMMERCE;
}
