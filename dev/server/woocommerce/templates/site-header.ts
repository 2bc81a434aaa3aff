/**
 * The top of every shop page: the Storefront theme's header (site title,
 * navigation, the mini cart or a plain cart link), WooCommerce's store
 * notice and its coming-soon banner.
 *
 * Follows: the Storefront theme's header.php (storefront_header_cart());
 * WooCommerce's woocommerce_demo_store() and its coming-soon banner.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { nonceFor } from '../../wordpress/nonces';
import { WORDPRESS_NONCES } from '../../wordpress/nonce-actions';
import { headerCartCountHtml, miniCartHtml } from './fragments';
import { miniCartBlockHtml } from './mini-cart-block';

const NAVIGATION: Array< [ string, string ] > = [
	[ '/shop/', 'Shop' ],
	[ '/cart/', 'Cart' ],
	[ '/checkout/', 'Checkout' ],
	[ '/classic-checkout/', 'Classic checkout' ],
	[ '/my-account/', 'My account' ],
];

export function storeNotice( ctx: Context ): string {
	const text = ctx.state.settings.storeNotice;
	return text
		? `<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${ escapeHtml(
				text.length
			) }" hidden>${ escapeHtml(
				text
			) } <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`
		: '';
}

/** WooCommerce's coming-soon footer banner, dismissed through the REST API. */
export function comingSoonBanner( ctx: Context ): string {
	if ( ! ctx.state.settings.comingSoon || ctx.session.comingSoonDismissed ) {
		return '';
	}
	const nonce = nonceFor( ctx.state, ctx.session, WORDPRESS_NONCES.rest );
	return `<div id="coming-soon-footer-banner" class="woocommerce-coming-soon-banner-container" role="region" aria-label="Coming soon"><p class="woocommerce-coming-soon-banner">This store is in “coming soon” mode and is only visible to you. <a href="#" class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/me" data-rest-nonce="${ escapeHtml(
		nonce
	) }">Dismiss</a></p></div>`;
}

/**
 * WooCommerce hides the mini cart widget on the cart and checkout pages
 * (and so loads no cart fragments there); the header keeps a plain link.
 */
export function showsMiniCart( path: string ): boolean {
	return ! /^\/(cart|cart-block|checkout|classic-checkout)\//.test( path );
}

export function siteHeader( ctx: Context, path: string ): string {
	const links = NAVIGATION.map(
		( [ href, label ] ) =>
			`<li><a href="${ href }"${
				href === path ? ' aria-current="page"' : ''
			}>${ label }</a></li>`
	).join( '' );
	return `<header class="site-header"><div class="col-full">
<p class="site-title"><a href="/shop/" rel="home">Dev Shop</a></p>
<nav class="main-navigation" aria-label="Primary"><ul>${ links }</ul></nav>
${
	showsMiniCart( path ) && ctx.state.settings.miniCart === 'block'
		? miniCartBlockHtml( ctx )
		: showsMiniCart( path )
			? `<details class="site-header-cart"><summary>${ headerCartCountHtml(
					ctx.state,
					ctx.session
				) }</summary><div class="widget woocommerce widget_shopping_cart"><h2 class="screen-reader-text">Mini cart</h2><div class="widget_shopping_cart_content">${ miniCartHtml(
					ctx.state,
					ctx.session
				) }</div></div></details>`
			: `<a class="site-header-cart cart-contents" href="/cart/">${ headerCartCountHtml(
					ctx.state,
					ctx.session
				) }</a>`
}
</div></header>`;
}
