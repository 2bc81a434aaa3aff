/**
 * The page shell every shop page shares: header, store notice, coming-soon
 * banner, body, and the scripts in WordPress's order.
 */
import type { Context } from '../context';
import { escapeHtml, scriptJson } from '../http/respond';
import { scriptsFor } from './scripts';
import { nonceFor } from '../shop/state';
import { devShopGlobals } from './page-settings';

export interface PageOptions {
	title: string;
	body: string;
	/** Inline settings printed before the scripts: global name → value. */
	globals?: Record< string, unknown >;
	/**
	 * Script handles the page enqueues (the storefront is on every page);
	 * dependencies print first, and our scripts that are not built are skipped.
	 */
	scripts?: string[];
	/** Extra dependencies between handles: handle → handles it waits for. */
	scriptDeps?: Record< string, string[] >;
	bodyClass?: string;
}

const STYLE = `
body{font-family:system-ui,-apple-system,sans-serif;margin:0;color:#1e1e1e;background:#fafafa}
header.site-header{background:#1e1e1e;color:#fff;padding:.8rem 1.5rem;display:flex;gap:1.5rem;align-items:center}
header.site-header a{color:#fff;text-decoration:none}
main{max-width:64rem;margin:1.5rem auto;padding:0 1.5rem}
.woocommerce-store-notice{background:#2271b1;color:#fff;margin:0;padding:.6rem 1.5rem}
.woocommerce-store-notice a{color:#fff}
ul.products{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem}
ul.products li{background:#fff;border:1px solid #ddd;padding:1rem;border-radius:6px}
.woocommerce-error,.woocommerce-message,.woocommerce-info{list-style:none;padding:.8rem 1rem;border-left:4px solid #2271b1;background:#fff}
.woocommerce-error{border-color:#cc1818}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
.button,button{cursor:pointer}
`;

function script( src: string ): string {
	return `<script src="${ escapeHtml( src ) }"></script>`;
}

export function renderPage( ctx: Context, options: PageOptions ): string {
	const { settings } = ctx.state;
	const notice = settings.storeNotice
		? `<p class="woocommerce-store-notice demo_store" data-notice-id="${ escapeHtml( settings.storeNotice.length ) }" hidden>${ escapeHtml( settings.storeNotice ) } <a href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`
		: '';
	// WooCommerce's coming-soon footer banner; dismissing it posts to the
	// REST URL on the link with the REST nonce.
	const comingSoon = settings.comingSoon
		? `<div class="woocommerce-coming-soon-banner-container"><p class="woocommerce-coming-soon-banner">This store is in coming soon mode and is only visible to you. <a href="#" class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/me" data-nonce="${ escapeHtml( nonceFor( ctx.state, ctx.session, 'wp_rest' ) ) }">Dismiss</a></p></div>`
		: '';
	// Pages with Stripe.js get the double's switches; when the shop plays
	// "Stripe.js cannot load", the script is left out as a blocker would.
	const scripts = ( options.scripts || [] ).filter(
		( handle ) => handle !== 'stripe' || ! settings.stripeFails
	);
	const withStripe = ( options.scripts || [] ).includes( 'stripe' );
	const globals = Object.entries( {
		...( withStripe ? { __devShop: devShopGlobals( ctx ) } : {} ),
		...options.globals,
	} )
		.map(
			( [ name, value ] ) =>
				`window.${ name } = ${ scriptJson( value ) };`
		)
		.join( '\n' );
	const account = ctx.session.customerId ? 'My account' : 'Log in';
	return `<!doctype html>
<html lang="${ escapeHtml( settings.locale.replace( '_', '-' ) ) }">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ escapeHtml( options.title ) } – Dev Shop</title><link rel="icon" href="data:,"><style>${ STYLE }</style></head>
<body class="${ escapeHtml( options.bodyClass || '' ) }">
${ notice }
<header class="site-header"><strong>Dev Shop</strong>
<a href="/shop/">Shop</a><a href="/cart/">Cart</a><a href="/checkout/">Checkout</a><a href="/classic-checkout/">Classic checkout</a><a href="/my-account/">${ account }</a></header>
<main id="main"><h1>${ escapeHtml( options.title ) }</h1>
${ options.body }
</main>
${ comingSoon }
<script>${ globals }</script>
${ scriptsFor( [ 'wc-stripe-storefront', ...scripts ], options.scriptDeps )
	.map( script )
	.join( '\n' ) }
</body></html>`;
}
