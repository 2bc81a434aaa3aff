/**
 * A block theme's product summary (the shop's `productForm` setting other
 * than 'classic'): the blockified single-product template's column, as
 * WooCommerce 10.0.2 renders it. Its title, price and excerpt blocks; the
 * hooks of `woocommerce_single_product_summary` (the template compatibility
 * layer runs them before the excerpt block: our plugin's pay-later box);
 * the add-to-cart block the setting names (block-add-to-cart.ts), with
 * what `woocommerce_after_add_to_cart_form` prints (the gateway's wallet
 * area): inside the "Add to cart form" block, whose classic template fires
 * it, and after the Add to Cart + Options block, where the compatibility
 * layer fires it; then the product meta block. The gallery and the tabs
 * stay WooCommerce's classic markup, which its gallery and product details
 * blocks print. The page's script modules: the Interactivity API and the
 * blocks' stores, with the `woocommerce` config (the Store API nonce) the
 * page prints for them.
 *
 * Follows: woocommerce 10.0.2 templates/templates/blockified/single-product.html,
 * src/Blocks/Templates/SingleProductTemplateCompatibility.php,
 * src/Blocks/Utils/BlocksSharedState.php (the `woocommerce` config),
 * WordPress 6.8 `WP_Interactivity_API::print_client_interactivity_data()`.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import type { Product } from '../includes/catalogue';
import type { DevSettings } from '../../dev-shop/settings';
import { storeApiNonce } from '../blocks/asset-data';
import {
	addToCartFormBlock,
	addToCartFormBlockEnd,
	addToCartWithOptionsBlock,
} from './block-add-to-cart';
import type { BlockVariation } from './block-add-to-cart';

export interface BlockSummaryInput {
	product: Product;
	form: Exclude< DevSettings[ 'productForm' ], 'classic' >;
	/** The price as the price block prints it. */
	price: string;
	/** What `woocommerce_single_product_summary`'s hooks printed. */
	summaryHooks: string;
	/** What `woocommerce_after_add_to_cart_form` printed. */
	afterForm: string;
	/** The classic form's template, with a quantity field of its own. */
	classicForm: ( quantity?: string ) => string;
	/** What an extension prints at `woocommerce_before_add_to_cart_button`. */
	addonField: string;
	variations: BlockVariation[];
}

/** The Add to Cart + Options block prints its template part for these. */
const TEMPLATE_PARTS = [ 'simple', 'variable' ];

function addToCart( input: BlockSummaryInput ): string {
	const { product, form, afterForm } = input;
	if ( form !== 'block' ) {
		return `${ addToCartFormBlock(
			product,
			input.classicForm,
			form === 'form-block-stepper'
		) }${ afterForm }${ addToCartFormBlockEnd }`;
	}
	if ( ! TEMPLATE_PARTS.includes( product.type ) ) {
		// Another type prints its classic template in the block's div.
		return `<div class="wp-block-add-to-cart-with-options wc-block-add-to-cart-with-options">${ input.classicForm() }${ afterForm }</div>`;
	}
	return `${ addToCartWithOptionsBlock(
		product,
		input.variations,
		input.addonField
	) }${ afterForm }`;
}

export function blockProductSummary( input: BlockSummaryInput ): string {
	const { product } = input;
	return `<div class="summary entry-summary wp-block-column">
<h1 class="wp-block-post-title">${ escapeHtml( product.name ) }</h1>
<div class="wp-block-woocommerce-product-price has-large-font-size"><div class="wc-block-components-product-price"><p class="price">${
		input.price
	}</p></div></div>
${ input.summaryHooks }
<div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">${ escapeHtml(
		product.description
	) }</p></div>
${ addToCart( input ) }
<div class="wp-block-woocommerce-product-meta"><div class="wp-block-group is-nowrap is-layout-flex"><div class="wc-block-components-product-sku wp-block-woocommerce-product-sku">SKU: <strong>${ escapeHtml(
		product.slug
	) }</strong></div></div></div>
</div>`;
}

/**
 * The script modules a block theme's add-to-cart block brings, after the
 * Interactivity API's data (its stores' state and config).
 */
export function blockScriptModules( ctx: Context ): string {
	const { productForm } = ctx.state.settings;
	if ( productForm === 'classic' || productForm === 'form-block' ) {
		return '';
	}
	const data = {
		config: {
			woocommerce: {
				isBlockTheme: true,
				nonce: storeApiNonce( ctx ),
			},
		},
		state: {
			'woocommerce/add-to-cart-with-options': { variationId: null },
		},
	};
	return `<script type="application/json" id="wp-script-module-data-@wordpress/interactivity">${ JSON.stringify(
		data
	).replace( /</g, '\\u003C' ) }</script>
<script type="module" src="/dev-build/interactivity-blocks.js" id="@wordpress/interactivity-js-module"></script>`;
}
