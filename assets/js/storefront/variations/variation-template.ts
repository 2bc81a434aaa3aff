/**
 * What `.single_variation` shows for the chosen variation, as WooCommerce's
 * add-to-cart-variation does: the page's `#tmpl-variation-template` (the
 * theme-overridable `single-product/add-to-cart/variation.php`, which
 * WooCommerce prints with its variation script), or
 * `#tmpl-unavailable-variation-template` for a variation that is not
 * visible, filled with `{ variation }` as `wp.template` would.
 *
 * Where the page prints no template, WooCommerce's own markup is used; so
 * it is for a template that needs code run (`<# … #>` logic or an
 * expression in a placeholder), which we do not run: a console warning,
 * once per template, says so to the theme's developer.
 *
 * Loaded only once the shopper has chosen a variation.
 */
import { unavailableCombinationMessage } from '../../core/messages/express';
import { nodesFromServerHtml } from '../../core/dom/server-html';
import { pageParam } from '../../core/dom/page-params';
import type { Variation } from './variation-match';
import { escapeHtml, fillWpTemplate } from './wp-template';

export const VARIATION_TEMPLATE = 'variation-template';
export const UNAVAILABLE_TEMPLATE = 'unavailable-variation-template';

/** WooCommerce's default `variation-template`, in its classes and order. */
const DEFAULT_VARIATION =
	'<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
	'<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
	'<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';

/** WooCommerce's default `unavailable-variation-template`: its sentence. */
function defaultUnavailable(): string {
	const sentence =
		pageParam(
			'wc_add_to_cart_variation_params',
			'i18n_unavailable_text'
		) || unavailableCombinationMessage();
	return `<p>${ escapeHtml( sentence ) }</p>`;
}

const warned = new Set< string >();

function warnOnce( id: string ): void {
	if ( warned.has( id ) ) {
		return;
	}
	warned.add( id );
	// eslint-disable-next-line no-console
	console.warn(
		`The page's #tmpl-${ id } runs code (<# #> or an expression), which this script does not run: WooCommerce's default markup is shown instead.`
	);
}

/** The page's template source; null where the page prints none. */
function pageTemplate( id: string ): string | null {
	const element = document.getElementById( `tmpl-${ id }` );
	return element ? element.textContent || '' : null;
}

/** The markup for a variation, as a string (the shop's HTML included). */
export function variationHtml( variation: Variation ): string {
	const id =
		variation.variation_is_visible === false
			? UNAVAILABLE_TEMPLATE
			: VARIATION_TEMPLATE;
	const source = pageTemplate( id );
	let html = source === null ? null : fillWpTemplate( source, { variation } );
	if ( source !== null && html === null ) {
		warnOnce( id );
	}
	if ( html === null ) {
		html =
			id === VARIATION_TEMPLATE
				? ( fillWpTemplate( DEFAULT_VARIATION, {
						variation,
					} ) as string )
				: defaultUnavailable();
	}
	// As WooCommerce does: themes wrap inline scripts in CDATA comments.
	return html.replace( /\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\//g, '' );
}

/** The variation's markup as nodes for `.single_variation`. */
export function variationNodes( variation: Variation ): Node[] {
	return nodesFromServerHtml( variationHtml( variation ) );
}
